import type { Kysely } from "kysely";
import { giveBackStockOfOrder } from "../catalog/reserve-stock.ts";
import type { Database } from "../db/schema.ts";
import { insertOrderNote, loadOrderContents, markLinesRestocked } from "./order-contents.repository.ts";
import { addRefundedAmount, moveOrderStatus, rowStatus, updateOrder, type OrderRow } from "./order.repository.ts";
import { canTransition } from "./order-transitions.ts";
import { ordersDb } from "./orders-db.ts";
import type { OrderRefund } from "./orders.ts";

// The one place a settled refund changes its order, whether the merchant's command made it or the
// processor reported it. Call it under the order's row lock, once per refund record.

/** What a settled refund does to its order: counted, noted, and if it completes the refund, the status and stock. */
export async function applyRefund(trx: Kysely<Database>, order: OrderRow, refund: OrderRefund, now: Date): Promise<void> {
  const own = ordersDb(trx);
  const at = now.toISOString();
  await addRefundedAmount(own, order.id, refund.amount, at);
  const params = { amount: refund.amount, currency: order.currency };
  await insertOrderNote(own, order.id, { code: refund.status === "manual" ? "order_refunded_manually" : "order_refunded", params, forCustomer: true }, at);
  if (order.refunded_total + refund.amount < order.total) return;
  const from = rowStatus(order);
  // A merchant may have cancelled the order while the refund was pending: the money is back, the status stays.
  if (canTransition(from, "refunded") && (await moveOrderStatus(own, order.id, [from], "refunded", { updated_at: at }))) {
    await insertOrderNote(own, order.id, { code: "order_status_changed", params: { from, to: "refunded" }, forCustomer: true }, at);
  }
  if (refund.restock && order.stock_held === 1) {
    await giveBackStockOfOrder(trx, (await loadOrderContents(own, order.id)).lines, now);
    await markLinesRestocked(own, order.id);
    await updateOrder(own, order.id, { stock_held: 0, updated_at: at });
  }
}

