import type { Kysely } from "kysely";
import { giveBackStockOfOrder } from "../catalog/reserve-stock.ts";
import { releaseCouponUsage } from "../coupons/record-coupon-usage.ts";
import type { Database } from "../db/schema.ts";
import { loadOrderContents } from "./order-contents.repository.ts";
import { ordersDb } from "./orders-db.ts";

/** What a cancelled order gives back, in its cancelling transaction: its held stock and its coupon uses. */
export async function releaseOrderHolds(trx: Kysely<Database>, orderId: number, stockHeld: boolean, now: Date): Promise<void> {
  if (stockHeld) await giveBackStockOfOrder(trx, (await loadOrderContents(ordersDb(trx), orderId)).lines, now);
  await releaseCouponUsage(trx, orderId, now);
}
