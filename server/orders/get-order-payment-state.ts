import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { findOrderRow, rowStatus } from "./order.repository.ts";
import { ordersDb } from "./orders-db.ts";
import type { OrderStatus } from "./orders.ts";

// Where an order's payment stands, for modules that act on it (subscriptions: activating on the
// parent's payment, charging a renewal order again).

export interface OrderPaymentState {
  status: OrderStatus;
  total: number;
  currency: string;
  /** The payment attempt the order stands for now: answers for another are not recorded. */
  attemptKey: string;
  /** The gateway the order is paid with now, and the merchant's title for it ("" for the default words). */
  paymentMethod: string;
  paymentMethodTitle: string;
}

/** Null when there is no such order. */
export async function getOrderPaymentState(db: Kysely<Database>, orderId: number): Promise<OrderPaymentState | null> {
  const row = await findOrderRow(ordersDb(db), orderId);
  return row === undefined ? null : {
        status: rowStatus(row),
        total: row.total,
        currency: row.currency,
        attemptKey: row.attempt_key,
        paymentMethod: row.payment_method,
        paymentMethodTitle: row.payment_method_title,
      };
}
