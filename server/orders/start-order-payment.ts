import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { constantTimeEqual } from "../tokens/secure-token.ts";
import { findCheckoutAttempt, insertCheckoutAttempt, insertOrderNote } from "./order-contents.repository.ts";
import { lockOrderRow, moveOrderStatus, rowStatus } from "./order.repository.ts";
import { ordersDb } from "./orders-db.ts";
import type { OrderStatus } from "./orders.ts";

// Paying an existing order again (the pay-for-order page): the order, still unpaid, now stands
// for this submission, so the payment's answer is recorded against it and an answer for an older
// attempt changes nothing. The same submission again is a replay: the gateway is asked with the
// same idempotency key and answers as it did.

/** What a shopper may still pay: waiting for a payment, or after one failed. */
export const PAYABLE_STATUSES: readonly OrderStatus[] = ["pending", "failed"];

export interface OrderPayment {
  orderId: number;
  orderKey: string;
  total: number;
  currency: string;
  email: string;
  customerId: number | null;
  cartId: number | null;
  replayed: boolean;
}

export type StartOrderPaymentResult = { ok: true; payment: OrderPayment } | { ok: false; code: "order_not_payable"; params: { status: OrderStatus } };

export interface StartOrderPaymentInput {
  orderId: number;
  orderKey: string;
  attemptKey: string;
  paymentMethod: string;
  /** The merchant's title for the method, or "" for the catalogue's default words. */
  paymentMethodTitle: string;
}

/** The order for its key, or null (then the page answers 404, as for an order that does not exist). */
export async function startOrderPayment(trx: Kysely<Database>, input: StartOrderPaymentInput, now: Date): Promise<StartOrderPaymentResult | null> {
  const own = ordersDb(trx);
  // The row's lock first: a parallel submission of the same form waits here until the first one's
  // attempt is committed, and then finds it below (a replay), even if that one has paid meanwhile.
  const row = await lockOrderRow(own, input.orderId);
  if (row === undefined || !constantTimeEqual(row.order_key, input.orderKey)) return null;
  const payment = (replayed: boolean): StartOrderPaymentResult => ({
    ok: true,
    payment: { orderId: row.id, orderKey: row.order_key, total: row.total, currency: row.currency, email: row.email, customerId: row.customer_id, cartId: row.cart_id, replayed },
  });
  const status = rowStatus(row);
  const earlier = await findCheckoutAttempt(own, input.attemptKey);
  if (earlier !== undefined) return earlier.orderId === row.id ? payment(true) : { ok: false, code: "order_not_payable", params: { status } };
  const at = now.toISOString();
  const moved = await moveOrderStatus(own, row.id, PAYABLE_STATUSES, "pending", {
    attempt_key: input.attemptKey,
    payment_method: input.paymentMethod,
    payment_method_title: input.paymentMethodTitle,
    updated_at: at,
  });
  if (!moved) return { ok: false, code: "order_not_payable", params: { status } };
  if (status !== "pending") await insertOrderNote(own, row.id, { code: "order_status_changed", params: { from: status, to: "pending" }, forCustomer: false }, at);
  await insertCheckoutAttempt(own, input.attemptKey, row.id, at);
  return payment(false);
}
