import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { countItemsOfOrders } from "./order-contents.repository.ts";
import { countOrdersOfCustomer, listOrderRowsOfCustomer, rowStatus } from "./order.repository.ts";
import { ordersDb } from "./orders-db.ts";
import { ORDERS_PER_PAGE, type OrderSummary } from "./orders.ts";

export interface CustomerOrdersPage {
  orders: OrderSummary[];
  page: number;
  pageCount: number;
  total: number;
}

/** One page of a customer's orders, newest first (My account → Orders). */
export async function listCustomerOrders(db: Kysely<Database>, customerId: number, page: number): Promise<CustomerOrdersPage> {
  const own = ordersDb(db);
  const total = await countOrdersOfCustomer(own, customerId);
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));
  const current = Math.min(Math.max(1, Math.trunc(page)), pageCount);
  const rows = await listOrderRowsOfCustomer(own, customerId, ORDERS_PER_PAGE, (current - 1) * ORDERS_PER_PAGE);
  const items = await countItemsOfOrders(own, rows.map((r) => r.id));
  const orders = rows.map((row) => ({
    id: row.id,
    number: String(row.id),
    key: row.order_key,
    status: rowStatus(row),
    total: row.total,
    currency: row.currency,
    itemCount: items.get(row.id) ?? 0,
    createdAt: row.created_at,
  }));
  return { orders, page: current, pageCount, total };
}
