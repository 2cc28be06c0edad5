import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { cancelOrder } from "../orders/cancel-order.ts";
import { listOrderRefunds } from "../orders/list-order-refunds.ts";
import { RefundPendingError, refundIdempotencyKey, refundOrder, type RefundPaymentRequest, type RefundPayments } from "../orders/refund-order.ts";
import { createPaymentGateways } from "../payments/create-payment-gateways.ts";
import { refundThroughGateways } from "./refund-through-gateways.ts";
import { placeOrderPaidBy, shipEverywhereFree } from "./test-checkout-fixture.ts";

// Refunds through the orders module, on orders placed and paid by the real checkout, paid back by
// the real card test mode (server/payments): the refund record, the processor's own books, the
// order's status, notes and stock.

const NOW = new Date("2026-06-01T12:00:00Z");
const LATER = new Date("2026-06-01T13:00:00Z");

describe("refundOrder", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
  });
  afterAll(() => handle.close());

  const gateways = () => createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => LATER });
  const refunds = () => refundThroughGateways(gateways());
  /** 2 × $30.00 (5 in stock), paid by the success test card: $60.00 in processing. */
  const cardOrder = (email: string) => placeOrderPaidBy(handle.db, gateways(), { method: "card", email, price: 3000, quantity: 2, stock: 5 }, NOW);

  const orderRow = (orderId: number) => handle.db.selectFrom("orders").select(["status", "refunded_total", "transaction_id", "stock_held"]).where("id", "=", orderId).executeTakeFirstOrThrow();
  const stockOf = async (productId: number) => (await handle.db.selectFrom("products").select("stock_quantity").where("id", "=", productId).executeTakeFirstOrThrow()).stock_quantity;
  const notesOf = (orderId: number) => handle.db.selectFrom("order_notes").select(["code", "params", "for_customer"]).where("order_id", "=", orderId).orderBy("id").execute();
  /** What the card test processor paid back on the order's payment, by its own books. */
  async function processorRefunds(orderId: number): Promise<{ refunded: number; refunds: number }> {
    const { transaction_id } = await orderRow(orderId);
    const payment = await handle.db.selectFrom("card_test_payments").select("refunded_amount").where("id", "=", transaction_id ?? "").executeTakeFirstOrThrow();
    const rows = await handle.db.selectFrom("card_test_refunds").select("id").where("payment_id", "=", transaction_id ?? "").execute();
    return { refunded: payment.refunded_amount, refunds: rows.length };
  }

  it("a full refund pays the whole total back through the card test mode once, moves the order to refunded with notes, and keeps the stock out without --restock", async () => {
    const { orderId, productId } = await cardOrder("full@example.com");
    const outcome = await refundOrder(handle.db, refunds(), orderId, { amount: null, restock: false }, LATER);
    expect(outcome).toMatchObject({ ok: true, orderStatus: "refunded", remaining: 0, refund: { amount: 6000, status: "succeeded", gateway: "card_test", restock: false } });
    expect(outcome.ok && outcome.refund.gatewayRefundId).toMatch(/^re_test_/);
    expect(await processorRefunds(orderId)).toEqual({ refunded: 6000, refunds: 1 });
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded", refunded_total: 6000 });
    const notes = (await notesOf(orderId)).slice(-2);
    expect(notes.map((n) => [n.code, JSON.parse(n.params) as unknown])).toEqual([
      ["order_refunded", { amount: 6000, currency: "USD" }],
      ["order_status_changed", { from: "processing", to: "refunded" }],
    ]);
    expect(await stockOf(productId)).toBe(3);
    expect(await listOrderRefunds(handle.db, orderId)).toEqual([expect.objectContaining({ amount: 6000, status: "succeeded", settledAt: LATER.toISOString() })]);
  });

  it("a partial refund keeps the status and notes the amount; --restock is refused until the refund that completes the order, which puts both units back in stock", async () => {
    const { orderId, productId } = await cardOrder("partial@example.com");
    expect(await refundOrder(handle.db, refunds(), orderId, { amount: 1250, restock: false }, LATER)).toMatchObject({ ok: true, orderStatus: "processing", remaining: 4750, refund: { amount: 1250, status: "succeeded" } });
    expect((await notesOf(orderId)).at(-1)).toMatchObject({ code: "order_refunded", params: JSON.stringify({ amount: 1250, currency: "USD" }) });
    expect(await refundOrder(handle.db, refunds(), orderId, { amount: 1000, restock: true }, LATER)).toEqual({ ok: false, code: "refund_restock_needs_full_refund", remaining: 4750, currency: "USD" });
    expect(await listOrderRefunds(handle.db, orderId)).toHaveLength(1);
    expect(await refundOrder(handle.db, refunds(), orderId, { amount: null, restock: true }, LATER)).toMatchObject({ ok: true, orderStatus: "refunded", remaining: 0, refund: { amount: 4750, restock: true } });
    expect(await processorRefunds(orderId)).toEqual({ refunded: 6000, refunds: 2 });
    expect(await stockOf(productId)).toBe(5);
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded", refunded_total: 6000, stock_held: 0 });
    const lines = await handle.db.selectFrom("order_lines").select(["quantity", "restocked_quantity"]).where("order_id", "=", orderId).execute();
    expect(lines).toEqual([{ quantity: 2, restocked_quantity: 2 }]);
  });

  it("a refund over what remains (paid minus earlier refunds) is refused and changes nothing", async () => {
    const { orderId } = await cardOrder("over@example.com");
    expect(await refundOrder(handle.db, refunds(), orderId, { amount: 2000, restock: false }, LATER)).toMatchObject({ ok: true, remaining: 4000 });
    expect(await refundOrder(handle.db, refunds(), orderId, { amount: 4001, restock: false }, LATER)).toEqual({ ok: false, code: "refund_exceeds_total", remaining: 4000, currency: "USD" });
    expect(await refundOrder(handle.db, refunds(), orderId, { amount: 0, restock: false }, LATER)).toEqual({ ok: false, code: "refund_amount_invalid" });
    expect(await processorRefunds(orderId)).toEqual({ refunded: 2000, refunds: 1 });
    expect(await orderRow(orderId)).toMatchObject({ status: "processing", refunded_total: 2000 });
    expect(await listOrderRefunds(handle.db, orderId)).toHaveLength(1);
  });

  it("the same full refund run 5 times in parallel pays back once, with one record, one note and one status change", async () => {
    const { orderId } = await cardOrder("parallel@example.com");
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => refundOrder(handle.db, refunds(), orderId, { amount: null, restock: false }, LATER)));
    const refundIds = new Set(outcomes.flatMap((o) => (o.ok ? [o.refund.id] : [])));
    expect(refundIds.size).toBe(1);
    // A run that starts after the refund settled finds the order refunded already.
    for (const o of outcomes) if (!o.ok) expect(o).toEqual({ ok: false, code: "order_status_not_allowed", status: "refunded" });
    expect(await processorRefunds(orderId)).toEqual({ refunded: 6000, refunds: 1 });
    expect(await listOrderRefunds(handle.db, orderId)).toEqual([expect.objectContaining({ amount: 6000, status: "succeeded" })]);
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded", refunded_total: 6000 });
    const codes = (await notesOf(orderId)).map((n) => n.code);
    expect(codes.filter((c) => c === "order_refunded")).toHaveLength(1);
    expect(codes.filter((c) => c === "order_status_changed")).toEqual(["order_status_changed", "order_status_changed"]);
  });

  it("a refund whose gateway did not answer stays pending, blocks a different refund, and the same command run again finishes it with the same idempotency key", async () => {
    const { orderId } = await cardOrder("unanswered@example.com");
    const keys: string[] = [];
    const real = refunds();
    const unreachable: RefundPayments = {
      refund: async (request: RefundPaymentRequest) => {
        keys.push(request.idempotencyKey);
        throw new Error("connect ECONNREFUSED");
      },
    };
    const recording: RefundPayments = {
      refund: (request) => {
        keys.push(request.idempotencyKey);
        return real.refund(request);
      },
    };
    await expect(refundOrder(handle.db, unreachable, orderId, { amount: 1500, restock: false }, LATER)).rejects.toBeInstanceOf(RefundPendingError);
    const [pending] = await listOrderRefunds(handle.db, orderId);
    expect(pending).toMatchObject({ amount: 1500, status: "pending", settledAt: null });
    expect(await refundOrder(handle.db, recording, orderId, { amount: 2000, restock: false }, LATER)).toMatchObject({ ok: false, code: "refund_in_progress", refund: { id: pending?.id, amount: 1500 } });
    expect(await refundOrder(handle.db, recording, orderId, { amount: 1500, restock: false }, LATER)).toMatchObject({ ok: true, remaining: 4500, refund: { id: pending?.id, status: "succeeded" } });
    expect(keys).toEqual([refundIdempotencyKey(orderId, pending?.id ?? 0), refundIdempotencyKey(orderId, pending?.id ?? 0)]);
    expect(await processorRefunds(orderId)).toEqual({ refunded: 1500, refunds: 1 });
  });

  it("a refund the gateway refuses is kept as failed with its code and a private note; the order and its money stay as they were", async () => {
    const { orderId } = await cardOrder("refused@example.com");
    await handle.db.updateTable("orders").set({ transaction_id: "pi_test_unknown" }).where("id", "=", orderId).execute();
    expect(await refundOrder(handle.db, refunds(), orderId, { amount: null, restock: false }, LATER)).toMatchObject({ ok: false, code: "refund_failed", reason: "payment_not_found", refund: { status: "failed", failureCode: "payment_not_found" } });
    expect(await orderRow(orderId)).toMatchObject({ status: "processing", refunded_total: 0 });
    expect((await notesOf(orderId)).at(-1)).toMatchObject({ code: "refund_failed", for_customer: 0 });
  });

  it("a bank-transfer order's refund moves no money: it is recorded as manual and the order is refunded", async () => {
    const { orderId } = await placeOrderPaidBy(handle.db, gateways(), { method: "bank_transfer", email: "bacs@example.com", price: 1000, quantity: 1, stock: 5 }, NOW);
    expect((await orderRow(orderId)).status).toBe("on-hold");
    expect(await refundOrder(handle.db, refunds(), orderId, { amount: null, restock: false }, LATER)).toMatchObject({ ok: true, orderStatus: "refunded", refund: { amount: 1000, status: "manual", gateway: "bacs", gatewayRefundId: null } });
    expect((await notesOf(orderId)).map((n) => n.code)).toContain("order_refunded_manually");
  });

  it("refuses an unknown order and an unpaid one; a paid order the merchant cancelled may still be refunded and stays cancelled", async () => {
    expect(await refundOrder(handle.db, refunds(), 999_999, { amount: null, restock: false }, LATER)).toEqual({ ok: false, code: "order_not_found" });
    const { orderId } = await cardOrder("cancelled@example.com");
    await handle.db.updateTable("orders").set({ status: "pending", paid_at: null }).where("id", "=", orderId).execute();
    expect(await refundOrder(handle.db, refunds(), orderId, { amount: null, restock: false }, LATER)).toEqual({ ok: false, code: "order_status_not_allowed", status: "pending" });
    const paid = await cardOrder("paid-then-cancelled@example.com");
    expect(await cancelOrder(handle.db, paid.orderId, { by: "merchant" }, LATER)).toEqual({ ok: true });
    expect(await refundOrder(handle.db, refunds(), paid.orderId, { amount: null, restock: true }, LATER)).toMatchObject({ ok: true, orderStatus: "cancelled", remaining: 0 });
    expect(await stockOf(paid.productId)).toBe(5);
    expect(await processorRefunds(paid.orderId)).toEqual({ refunded: 6000, refunds: 1 });
  });
});
