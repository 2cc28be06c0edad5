import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { insertOrderNote } from "./order-contents.repository.ts";
import { releaseOrderHolds } from "./release-order-holds.ts";
import { findOrderRow, moveOrderStatus, rowStatus } from "./order.repository.ts";
import type { OrderStatus } from "./orders.ts";
import { ordersDb } from "./orders-db.ts";

// Cancelling an order: a customer may cancel their own unpaid order (My account → Orders →
// Cancel), a merchant any order that is not yet completed (`shop orders cancel`). The status
// moves by a conditional update, so a payment landing at the same moment, or a second click,
// cannot both act on it; the held stock and the coupon uses go back in the same transaction.

export type CancelActor = { by: "customer"; customerId: number } | { by: "merchant" };

export type CancelOutcome = { ok: true } | { ok: false; code: "order_not_found" | "order_not_cancellable"; status?: OrderStatus };

/** Statuses a merchant may cancel from (order-transitions.ts allows cancelled from each). */
const MERCHANT_CANCELLABLE: readonly OrderStatus[] = ["pending", "failed", "on-hold", "processing"];
const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ["pending", "failed"];

export async function cancelOrder(db: Kysely<Database>, orderId: number, actor: CancelActor, now: Date): Promise<CancelOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<CancelOutcome> => {
    const own = ordersDb(trx);
    const row = await findOrderRow(own, orderId);
    if (!row || (actor.by === "customer" && row.customer_id !== actor.customerId)) return { ok: false, code: "order_not_found" };
    const from = rowStatus(row);
    const allowed = actor.by === "customer" ? CUSTOMER_CANCELLABLE : MERCHANT_CANCELLABLE;
    if (!allowed.includes(from) || !(await moveOrderStatus(own, orderId, [from], "cancelled", { stock_held: 0, hold_expires_at: null, updated_at: at }))) {
      return { ok: false, code: "order_not_cancellable", status: from };
    }
    await releaseOrderHolds(trx, orderId, row.stock_held === 1, now);
    const note = actor.by === "customer" ? { code: "order_cancelled_by_customer", params: {} } : { code: "order_status_changed", params: { from, to: "cancelled" } };
    await insertOrderNote(own, orderId, { ...note, forCustomer: true }, at);
    return { ok: true };
  });
}
