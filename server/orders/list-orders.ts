import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { countItemsOfOrders } from "./order-contents.repository.ts";
import { listOrderRows, rowStatus } from "./order.repository.ts";
import { ordersDb } from "./orders-db.ts";
import type { OrderStatus } from "./orders.ts";

/** Orders the merchant's list shows when no limit is given (`shop orders list`). */
export const MERCHANT_ORDERS_DEFAULT_LIMIT = 20;

/** One line of the merchant's orders list. */
export interface MerchantOrderSummary {
  id: number;
  number: string;
  status: OrderStatus;
  email: string;
  total: number;
  refundedTotal: number;
  currency: string;
  itemCount: number;
  createdAt: string;
}

/** Every customer's orders (guests' too), newest first, optionally of one status; for the merchant's tools only. */
export async function listOrders(db: Kysely<Database>, query: { status: OrderStatus | null; limit: number }): Promise<MerchantOrderSummary[]> {
  const own = ordersDb(db);
  const rows = await listOrderRows(own, query);
  const items = await countItemsOfOrders(own, rows.map((r) => r.id));
  return rows.map((row) => ({
    id: row.id,
    number: String(row.id),
    status: rowStatus(row),
    email: row.email,
    total: row.total,
    refundedTotal: row.refunded_total,
    currency: row.currency,
    itemCount: items.get(row.id) ?? 0,
    createdAt: row.created_at,
  }));
}
