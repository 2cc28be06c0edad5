import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/connect.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../../db/test-database.ts";
import { createPaymentGateways } from "../create-payment-gateways.ts";
import { tokeniseTestCard } from "./tokenise-test-card.ts";

// Several connections stand for several app processes sending the same payment at once (a double
// click, a retry racing the first try). On SQLite a shop is one process whose requests share one
// connection, so there they go through one (see place-checkout-order.concurrency.int.test.ts).
const NOW = new Date("2026-11-24T12:00:00Z");
const PROCESSES = process.env.TEST_DB_KIND === "postgres" ? 4 : 1;
const PARALLEL_CALLS = 10;
const customer = { id: 3, email: "ann@example.test" };

describe("the card test mode under parallel calls with one idempotency key", () => {
  let handle: TestDatabaseHandle;
  let processes: DatabaseHandle[];
  beforeAll(async () => {
    handle = await createTestDatabase();
    processes = [handle, ...Array.from({ length: PROCESSES - 1 }, () => handle.connectAgain())];
  });
  afterAll(async () => {
    for (const other of processes.slice(1)) await other.close();
    await handle.close();
  });

  const gatewayOf = (i: number) => {
    const gateway = createPaymentGateways((processes[i % PROCESSES] ?? handle).db, { production: false, stripe: null, clock: () => NOW }).get("card_test");
    if (gateway === null) throw new Error("no card_test gateway");
    return gateway;
  };

  it(`${PARALLEL_CALLS} parallel payments with one key make one charge and all get its outcome`, async () => {
    const tokenised = await tokeniseTestCard(handle.db, { number: "4242424242424242", expiry: "12 / 34", cvc: "123" }, NOW);
    if (!tokenised.ok) throw new Error("tokenising failed");
    const request = { orderId: 1, amount: 4200, currency: "USD", idempotencyKey: "order-1-attempt-a", customer, source: { token: tokenised.token }, saveMethod: true, returnUrl: "/" };
    const outcomes = await Promise.all(Array.from({ length: PARALLEL_CALLS }, (_, i) => gatewayOf(i).processPayment(request)));
    expect(outcomes[0]).toMatchObject({ status: "succeeded", savedMethodId: expect.any(Number) as unknown });
    expect(new Set(outcomes.map((o) => JSON.stringify(o))).size).toBe(1);
    const charges = await handle.db.selectFrom("card_test_payments").select(["id", "amount"]).execute();
    expect(charges).toHaveLength(1);
    expect(await handle.db.selectFrom("payment_methods").select("id").execute()).toHaveLength(1);
  });

  it(`${PARALLEL_CALLS} parallel refunds with one key refund once`, async () => {
    const [charge] = await handle.db.selectFrom("card_test_payments").select("id").execute();
    if (charge === undefined) throw new Error("no charge");
    const outcomes = await Promise.all(Array.from({ length: PARALLEL_CALLS }, (_, i) => gatewayOf(i).refund({ transactionId: charge.id, amount: 1000, idempotencyKey: "refund-1" })));
    expect(outcomes[0]).toMatchObject({ status: "succeeded" });
    expect(new Set(outcomes.map((o) => JSON.stringify(o))).size).toBe(1);
    expect(await handle.db.selectFrom("card_test_refunds").select("id").execute()).toHaveLength(1);
    expect(await handle.db.selectFrom("card_test_payments").select("refunded_amount").executeTakeFirstOrThrow()).toEqual({ refunded_amount: 1000 });
  });
});
