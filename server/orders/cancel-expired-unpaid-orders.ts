import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { insertOrderNote } from "./order-contents.repository.ts";
import { releaseOrderHolds } from "./release-order-holds.ts";
import { cancelIfHoldExpired, findExpiredHolds } from "./order.repository.ts";
import { ordersDb } from "./orders-db.ts";

// The scheduled job's work (issue 9): an unpaid order whose stock hold has run out is cancelled,
// and its stock and coupon uses go back. Each order moves in its own transaction by a conditional
// update, so a payment arriving at the same moment, or a second worker, cannot both act on it.

/** Orders looked at per run; the next run takes the rest. */
export const UNPAID_ORDERS_PER_RUN = 200;

export async function cancelExpiredUnpaidOrders(db: Kysely<Database>, now: Date): Promise<{ cancelled: number }> {
  const at = now.toISOString();
  const expired = await findExpiredHolds(ordersDb(db), at, UNPAID_ORDERS_PER_RUN);
  let cancelled = 0;
  for (const { id } of expired) {
    const done = await db.transaction().execute(async (trx) => {
      const own = ordersDb(trx);
      if (!(await cancelIfHoldExpired(own, id, at))) return false;
      await releaseOrderHolds(trx, id, true, now);
      await insertOrderNote(own, id, { code: "unpaid_order_cancelled", params: {}, forCustomer: true }, at);
      return true;
    });
    if (done) cancelled += 1;
  }
  return { cancelled };
}
