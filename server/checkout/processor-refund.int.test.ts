import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { createPaymentGateways, type PaymentGateways } from "../payments/create-payment-gateways.ts";
import type { PaymentEvent } from "../payments/gateway.ts";
import { applyPaymentEvent } from "./apply-payment-event.ts";
import { placeOrderPaidBy, shipEverywhereFree } from "./test-checkout-fixture.ts";

// A refund made in the processor's dashboard reaches the shop as a webhook (Stripe's
// charge.refunded, with the payment's amount refunded so far): the shop records what it had not
// counted, once, however often the event is delivered.

const NOW = new Date("2026-06-01T12:00:00Z");

describe("a refund reported by the processor", () => {
  let handle: TestDatabaseHandle;
  let gateways: PaymentGateways;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW });
  });
  afterAll(() => handle.close());

  const orderOf = (id: number) => handle.db.selectFrom("orders").select(["status", "refunded_total", "transaction_id", "total"]).where("id", "=", id).executeTakeFirstOrThrow();
  const refundsOf = async (id: number) => (await handle.db.selectFrom("order_refunds").select(["amount", "status"]).where("order_id", "=", id).orderBy("id").execute()).map((r) => [r.amount, r.status]);
  const deliver = (event: PaymentEvent) => handle.db.transaction().execute((trx) => applyPaymentEvent(trx, event, { timeZone: "UTC" }, NOW));

  it("records a partial dashboard refund once, then the rest, which makes the order refunded", async () => {
    const { orderId } = await placeOrderPaidBy(handle.db, gateways, { method: "card", email: "dash@example.com", price: 2000, quantity: 1, stock: 5 }, NOW);
    const { transaction_id: transactionId } = await orderOf(orderId);
    const refunded = (amountRefunded: number): PaymentEvent => ({ kind: "payment_refunded", gateway: "card_test", transactionId: transactionId ?? "", orderId: null, amountRefunded });
    await deliver(refunded(500));
    await deliver(refunded(500));
    expect(await orderOf(orderId)).toMatchObject({ status: "processing", refunded_total: 500 });
    await deliver(refunded(2000));
    expect(await orderOf(orderId)).toMatchObject({ status: "refunded", refunded_total: 2000 });
    expect(await refundsOf(orderId)).toEqual([
      [500, "succeeded"],
      [1500, "succeeded"],
    ]);
  });

  it("ignores an event for another payment of the order, or another gateway", async () => {
    const { orderId } = await placeOrderPaidBy(handle.db, gateways, { method: "card", email: "other@example.com", price: 2000, quantity: 1, stock: 5 }, NOW);
    const { transaction_id: transactionId } = await orderOf(orderId);
    await deliver({ kind: "payment_refunded", gateway: "card_test", transactionId: "pi_test_someone_else", orderId, amountRefunded: 2000 });
    await deliver({ kind: "payment_refunded", gateway: "stripe", transactionId: transactionId ?? "", orderId, amountRefunded: 2000 });
    expect(await orderOf(orderId)).toMatchObject({ status: "processing", refunded_total: 0 });
    expect(await refundsOf(orderId)).toEqual([]);
  });
});
