import { connectDatabase } from "../../server/db/connect.ts";
import { tokeniseTestCard } from "../../server/payments/card-test/tokenise-test-card.ts";
import { createPaymentGateways } from "../../server/payments/create-payment-gateways.ts";

// Run by test-mode-payment.ts in its own process (node:sqlite and pg stay out of the Playwright
// worker): `start <returnUrl>` or `status <transactionId>`, printing JSON.

const [command = "", argument = ""] = process.argv.slice(2);
const database = connectDatabase(process.env.DATABASE_URL ?? "");
try {
  const gateway = createPaymentGateways(database.db, { production: false, stripe: null }).get("card_test");
  if (gateway === null) throw new Error("no card_test gateway");
  if (command === "start") {
    const tokenised = await tokeniseTestCard(database.db, { number: "4000 0027 6000 3184", expiry: "12 / 34", cvc: "123" }, new Date());
    if (!tokenised.ok) throw new Error("tokenising the 3-D Secure card failed");
    const outcome = await gateway.processPayment({
      orderId: 1,
      amount: 1234,
      currency: "USD",
      idempotencyKey: `e2e-${tokenised.token}`,
      customer: { id: null, email: "e2e@example.test" },
      source: { token: tokenised.token },
      saveMethod: false,
      returnUrl: argument,
    });
    if (outcome.status !== "requires_action") throw new Error(`expected requires_action, got ${outcome.status}`);
    console.log(JSON.stringify({ transactionId: outcome.transactionId, redirectUrl: outcome.redirectUrl }));
  } else if (command === "status") {
    console.log(JSON.stringify(await gateway.confirmAction(argument)));
  } else {
    throw new Error(`unknown command ${command}`);
  }
} finally {
  await database.close();
}
