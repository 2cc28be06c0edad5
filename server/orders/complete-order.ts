import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { insertOrderNote } from "./order-contents.repository.ts";
import { findOrderRow, moveOrderStatus, rowStatus } from "./order.repository.ts";
import { canTransition } from "./order-transitions.ts";
import { ordersDb } from "./orders-db.ts";
import type { OrderStatus } from "./orders.ts";

// Completing an order (`shop orders complete`): the merchant has shipped or handed it over. Only
// an order being fulfilled completes: processing, or on hold for an offline payment the merchant
// has seen arrive (it then counts as paid). The status moves by a conditional update, so of two
// completions, or a completion racing a cancellation, one acts; the note tells the customer.

export type CompleteOutcome = { ok: true; from: OrderStatus } | { ok: false; code: "order_not_found" } | { ok: false; code: "order_status_not_allowed"; status: OrderStatus };

const COMPLETABLE: readonly OrderStatus[] = ["processing", "on-hold"];

export async function completeOrder(db: Kysely<Database>, orderId: number, now: Date): Promise<CompleteOutcome> {
  return db.transaction().execute((trx) => completeOrderIn(trx, orderId, now));
}

/** The same, inside a transaction the caller holds (the checkout's, which lets the order's subscriptions follow it). */
export async function completeOrderIn(trx: Kysely<Database>, orderId: number, now: Date): Promise<CompleteOutcome> {
  const at = now.toISOString();
  const own = ordersDb(trx);
  const row = await findOrderRow(own, orderId);
  if (row === undefined) return { ok: false, code: "order_not_found" };
  const from = rowStatus(row);
  if (!COMPLETABLE.includes(from) || !canTransition(from, "completed")) return { ok: false, code: "order_status_not_allowed", status: from };
  if (!(await moveOrderStatus(own, orderId, [from], "completed", { completed_at: at, paid_at: row.paid_at ?? at, hold_expires_at: null, updated_at: at }))) {
    const current = await findOrderRow(own, orderId);
    return { ok: false, code: "order_status_not_allowed", status: current === undefined ? from : rowStatus(current) };
  }
  await insertOrderNote(own, orderId, { code: "order_status_changed", params: { from, to: "completed" }, forCustomer: true }, at);
  return { ok: true, from };
}
