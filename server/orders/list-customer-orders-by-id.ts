import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { countItemsOfOrders } from "./order-contents.repository.ts";
import { listOrderRowsOfCustomerById, rowStatus } from "./order.repository.ts";
import { ordersDb } from "./orders-db.ts";
import type { OrderSummary } from "./orders.ts";

/**
 * The customer's orders among `orderIds`, oldest first, as rows of an orders table (e.g. a
 * subscription's related orders). Orders of anyone else are left out, as if they did not exist.
 */
export async function listCustomerOrdersById(db: Kysely<Database>, customerId: number, orderIds: readonly number[]): Promise<OrderSummary[]> {
  const own = ordersDb(db);
  const rows = await listOrderRowsOfCustomerById(own, customerId, orderIds);
  const items = await countItemsOfOrders(own, rows.map((r) => r.id));
  return rows.map((row) => ({
    id: row.id,
    number: String(row.id),
    key: row.order_key,
    status: rowStatus(row),
    total: row.total,
    currency: row.currency,
    itemCount: items.get(row.id) ?? 0,
    createdAt: row.created_at,
  }));
}
