import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { findCheckoutAttempt } from "./order-contents.repository.ts";
import { findOrderRow } from "./order.repository.ts";
import { ordersDb } from "./orders-db.ts";

export interface AttemptOrder {
  orderId: number;
  orderKey: string;
  total: number;
  cartId: number | null;
}

/** The order a checkout submission made, if this submission was placed before (a repeat). */
export async function findOrderOfAttempt(db: Kysely<Database>, attemptKey: string): Promise<AttemptOrder | null> {
  const own = ordersDb(db);
  const attempt = await findCheckoutAttempt(own, attemptKey);
  if (attempt === undefined) return null;
  const row = await findOrderRow(own, attempt.orderId);
  if (row === undefined) throw new Error(`Checkout attempt points at missing order ${attempt.orderId}`);
  return { orderId: row.id, orderKey: row.order_key, total: row.total, cartId: row.cart_id };
}
