import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { addPaymentMethod } from "../payments/add-payment-method.ts";
import { tokeniseTestCard } from "../payments/card-test/tokenise-test-card.ts";
import { createPaymentGateways, type PaymentGateways } from "../payments/create-payment-gateways.ts";
import { payThroughGateways } from "./pay-through-gateways.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";
import { checkoutFields, guestCartWith, shipEverywhereFree } from "./test-checkout-fixture.ts";

// Paying at checkout with a card the customer saved earlier, through the real card test mode: no
// token, one charge; a guest naming a saved card, or a customer naming another's, is refused
// before any order exists.

const NOW = new Date("2026-06-01T12:00:00Z");
const ann = { id: 21, email: "ann@example.test" };
const bob = { id: 22, email: "bob@example.test" };
const returnPath = (orderId: number, orderKey: string) => `/checkout/order-received/${orderId}/?key=${orderKey}`;

describe("checkout with a saved card", () => {
  let handle: TestDatabaseHandle;
  let gateways: PaymentGateways;
  let annCard = 0;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW });
    const tokenised = await tokeniseTestCard(handle.db, { number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" }, NOW);
    if (!tokenised.ok) throw new Error("tokenising failed");
    const saved = await addPaymentMethod(gateways, { gatewayId: "card_test", customer: ann, token: tokenised.token, idempotencyKey: "ann-visa" });
    if (saved.status !== "saved") throw new Error(saved.code);
    annCard = saved.savedMethodId;
  });
  afterAll(() => handle.close());

  async function place(customerId: number | null, email: string, savedCard: string) {
    const product = await insertProduct(handle.db, { name: `Bowl for ${email}`, regular_price: 2500 });
    const cartToken = await guestCartWith(handle.db, product, 1, NOW);
    const fields = checkoutFields({ payment_method: "card_test", saved_payment_method: savedCard, billing_email: email });
    return placeCheckoutOrder(handle.db, payThroughGateways(handle.db, gateways), { owner: { cartToken }, customerId, fields, currency: "USD", returnPath }, NOW);
  }
  const ordersOf = (email: string) => handle.db.selectFrom("orders").select(["status", "total"]).where("email", "=", email).execute();

  it("pays the order with the customer's saved card, with no token, in one charge", async () => {
    expect(await place(ann.id, "ann-order@example.test", String(annCard))).toMatchObject({ ok: true, status: "processing" });
    expect(await ordersOf("ann-order@example.test")).toEqual([{ status: "processing", total: 2500 }]);
    const charges = await handle.db.selectFrom("card_test_payments").select(["amount", "status"]).where("amount", "=", 2500).execute();
    expect(charges).toEqual([{ amount: 2500, status: "succeeded" }]);
  });

  it("refuses another customer's saved card, and a guest naming a saved card, before any order exists", async () => {
    expect(await place(bob.id, "bob-order@example.test", String(annCard))).toMatchObject({ ok: false, code: "card_details_required" });
    expect(await place(null, "guest-order@example.test", String(annCard))).toMatchObject({ ok: false, code: "card_details_required" });
    expect(await ordersOf("bob-order@example.test")).toEqual([]);
    expect(await ordersOf("guest-order@example.test")).toEqual([]);
  });
});
