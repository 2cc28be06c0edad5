import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { applyRefund } from "./apply-refund.ts";
import { insertOrderNote } from "./order-contents.repository.ts";
import { findPendingRefund, findRefund, insertPendingRefund, settleRefund } from "./order-refund.repository.ts";
import { lockOrderRow, rowStatus, type OrderRow } from "./order.repository.ts";
import { ordersDb } from "./orders-db.ts";
import type { OrderRefund, OrderStatus, RefundStatus } from "./orders.ts";

// Refunding an order (`shop orders refund`), through the gateway it was paid with, in three steps:
// 1. under the order's row lock, the amount is checked against what was paid minus earlier
//    refunds, and a refund record is written as pending;
// 2. the gateway is asked with an idempotency key made of the order id and the record's id;
// 3. under the lock again, the record is settled by a conditional update, and only the process
//    that settles it counts the money, notes it, moves a fully refunded order to refunded and
//    puts the stock back if asked.
// An order has at most one pending refund. The same command run again (after a crash, a gateway
// that did not answer, or in parallel) finds it and finishes it with the same key, so the money
// goes back once; a different refund is refused until it is settled. Processing, on-hold and
// completed orders may be refunded, and a cancelled one that had been paid.

/** What the orders module needs from the payment gateways; the edge adapts server/payments to it. */
export interface RefundPayments {
  refund(request: RefundPaymentRequest): Promise<RefundPaymentAnswer>;
}

export interface RefundPaymentRequest {
  /** The order's payment method (a gateway id). */
  paymentMethod: string;
  /** The gateway's payment to refund; null for an order paid offline. */
  transactionId: string | null;
  amount: number;
  currency: string;
  idempotencyKey: string;
}

export type RefundPaymentAnswer = { kind: "refunded"; gatewayRefundId: string } | { kind: "manual" } | { kind: "failed"; code: string };

export interface RefundOrderRequest {
  /** Minor units; null refunds what remains refundable. */
  amount: number | null;
  /** Put the lines back in stock: only with the refund that makes the order fully refunded. */
  restock: boolean;
}

export type RefundOrderOutcome =
  | { ok: true; refund: OrderRefund; orderStatus: OrderStatus; remaining: number; currency: string }
  | { ok: false; code: "order_not_found" }
  | { ok: false; code: "order_status_not_allowed"; status: OrderStatus }
  | { ok: false; code: "refund_amount_invalid" }
  | { ok: false; code: "refund_exceeds_total" | "refund_restock_needs_full_refund"; remaining: number; currency: string }
  | { ok: false; code: "refund_in_progress"; refund: OrderRefund; currency: string }
  | { ok: false; code: "refund_failed"; refund: OrderRefund; reason: string };

/** Paid, or to be paid offline: the statuses order-transitions.ts lets move to refunded. */
const REFUNDABLE: readonly OrderStatus[] = ["processing", "on-hold", "completed"];

/**
 * A cancelled order that had been paid may still be refunded (a merchant cancels a paid order,
 * then pays it back); it stays cancelled, which is final.
 */
function isRefundable(order: OrderRow): boolean {
  const status = rowStatus(order);
  return REFUNDABLE.includes(status) || (status === "cancelled" && order.paid_at !== null);
}

/** The gateway did not answer (unreachable, or a fault of its own): the refund stays pending, and the same command finishes it. */
export class RefundPendingError extends Error {
  readonly refund: OrderRefund;
  constructor(refund: OrderRefund, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Refund #${refund.id} of order #${refund.orderId} stays pending: the gateway did not answer (${reason}). Run the same refund again to finish it.`, { cause });
    this.name = "RefundPendingError";
    this.refund = refund;
  }
}

export function refundIdempotencyKey(orderId: number, refundId: number): string {
  return `order-${orderId}-refund-${refundId}`;
}

type Claim = { ok: true; refund: OrderRefund; order: OrderRow } | Exclude<RefundOrderOutcome, { ok: true }>;

async function claimRefund(db: Kysely<Database>, orderId: number, request: RefundOrderRequest, at: string): Promise<Claim> {
  return db.transaction().execute(async (trx): Promise<Claim> => {
    const own = ordersDb(trx);
    const order = await lockOrderRow(own, orderId);
    if (order === undefined) return { ok: false, code: "order_not_found" };
    const remaining = order.total - order.refunded_total;
    const amount = request.amount ?? remaining;
    const pending = await findPendingRefund(own, orderId);
    if (pending !== null) {
      return pending.amount === amount && pending.restock === request.restock ? { ok: true, refund: pending, order } : { ok: false, code: "refund_in_progress", refund: pending, currency: order.currency };
    }
    if (!isRefundable(order)) return { ok: false, code: "order_status_not_allowed", status: rowStatus(order) };
    if (request.amount !== null && (!Number.isSafeInteger(amount) || amount <= 0)) return { ok: false, code: "refund_amount_invalid" };
    if (amount <= 0 || amount > remaining) return { ok: false, code: "refund_exceeds_total", remaining, currency: order.currency };
    if (request.restock && amount !== remaining) return { ok: false, code: "refund_restock_needs_full_refund", remaining, currency: order.currency };
    const refund = await insertPendingRefund(own, { orderId, amount, restock: request.restock, gateway: order.payment_method }, at);
    // Claimers take the order's row lock first, so no other refund can be pending here.
    if (refund === null) throw new Error(`Order ${orderId} gained a pending refund under its row lock`);
    return { ok: true, refund, order };
  });
}

function settledAs(answer: RefundPaymentAnswer): { status: Exclude<RefundStatus, "pending">; gatewayRefundId: string | null; failureCode: string | null } {
  switch (answer.kind) {
    case "refunded":
      return { status: "succeeded", gatewayRefundId: answer.gatewayRefundId, failureCode: null };
    case "manual":
      return { status: "manual", gatewayRefundId: null, failureCode: null };
    case "failed":
      return { status: "failed", gatewayRefundId: null, failureCode: answer.code };
  }
}

async function settle(db: Kysely<Database>, refund: OrderRefund, answer: RefundPaymentAnswer, now: Date): Promise<RefundOrderOutcome> {
  return db.transaction().execute(async (trx): Promise<RefundOrderOutcome> => {
    const own = ordersDb(trx);
    const at = now.toISOString();
    const order = await lockOrderRow(own, refund.orderId);
    if (order === undefined) throw new Error(`Order ${refund.orderId} of refund ${refund.id} is gone`);
    const settled = settledAs(answer);
    // Another process finishing the same refund may have settled it first: it then did the rest.
    if (await settleRefund(own, refund.id, settled, at)) {
      if (settled.status === "failed") {
        await insertOrderNote(own, order.id, { code: "refund_failed", params: { amount: refund.amount, currency: order.currency, code: settled.failureCode ?? "" }, forCustomer: false }, at);
      } else {
        await applyRefund(trx, order, { ...refund, ...settled }, now);
      }
    }
    const final = await findRefund(own, refund.id);
    const after = await lockOrderRow(own, refund.orderId);
    if (final === null || after === undefined) throw new Error(`Refund ${refund.id} is gone`);
    if (final.status === "failed") return { ok: false, code: "refund_failed", refund: final, reason: final.failureCode ?? "" };
    return { ok: true, refund: final, orderStatus: rowStatus(after), remaining: after.total - after.refunded_total, currency: after.currency };
  });
}

export async function refundOrder(db: Kysely<Database>, payments: RefundPayments, orderId: number, request: RefundOrderRequest, now: Date): Promise<RefundOrderOutcome> {
  const claim = await claimRefund(db, orderId, request, now.toISOString());
  if (!claim.ok) return claim;
  const { refund, order } = claim;
  let answer: RefundPaymentAnswer;
  try {
    answer = await payments.refund({
      paymentMethod: order.payment_method,
      transactionId: order.transaction_id,
      amount: refund.amount,
      currency: order.currency,
      idempotencyKey: refundIdempotencyKey(order.id, refund.id),
    });
  } catch (error) {
    // The outcome is unknown (the money may have moved): the record stays pending for a retry.
    throw new RefundPendingError(refund, error);
  }
  return settle(db, refund, answer, now);
}
