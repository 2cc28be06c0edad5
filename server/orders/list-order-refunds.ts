import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { listRefundsOfOrder } from "./order-refund.repository.ts";
import { ordersDb } from "./orders-db.ts";
import type { OrderRefund } from "./orders.ts";

/**
 * An order's refunds, oldest first, pending and failed ones included (each says which it is).
 * The merchant's tools show them all; a customer-facing page would keep the settled ones.
 */
export async function listOrderRefunds(db: Kysely<Database>, orderId: number): Promise<OrderRefund[]> {
  return listRefundsOfOrder(ordersDb(db), orderId);
}
