import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { findOrderRow, rowStatus } from "./order.repository.ts";
import { ordersDb } from "./orders-db.ts";
import type { OrderStatus } from "./orders.ts";

/** Where an order stands, for modules that act on its payment (subscriptions); null when there is no such order. */
export async function getOrderStatus(db: Kysely<Database>, orderId: number): Promise<OrderStatus | null> {
  const row = await findOrderRow(ordersDb(db), orderId);
  return row === undefined ? null : rowStatus(row);
}
