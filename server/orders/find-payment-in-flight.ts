import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { constantTimeEqual } from "../tokens/secure-token.ts";
import { findOrderRow, findOrderRowByTransaction, rowStatus } from "./order.repository.ts";
import { ordersDb } from "./orders-db.ts";
import type { OrderStatus } from "./orders.ts";

// The payment an order is waiting on, for whoever settles it later: the shopper coming back from
// a 3-D Secure challenge (with the order's key), or a processor's webhook (by order id or by the
// processor's transaction id). Its attempt key is what recordPayment settles it under.

export interface PaymentInFlight {
  orderId: number;
  orderKey: string;
  status: OrderStatus;
  paymentMethod: string;
  transactionId: string | null;
  attemptKey: string;
  cartId: number | null;
}

function toPayment(row: NonNullable<Awaited<ReturnType<typeof findOrderRow>>>): PaymentInFlight {
  return {
    orderId: row.id,
    orderKey: row.order_key,
    status: rowStatus(row),
    paymentMethod: row.payment_method,
    transactionId: row.transaction_id,
    attemptKey: row.attempt_key,
    cartId: row.cart_id,
  };
}

export async function findPaymentOfOrderKey(db: Kysely<Database>, orderId: number, orderKey: string): Promise<PaymentInFlight | null> {
  const row = await findOrderRow(ordersDb(db), orderId);
  return row !== undefined && constantTimeEqual(row.order_key, orderKey) ? toPayment(row) : null;
}

/** A processor's event names the order, or only its own transaction. */
export async function findPaymentOfProcessorEvent(db: Kysely<Database>, ref: { orderId: number | null; transactionId: string }): Promise<PaymentInFlight | null> {
  const own = ordersDb(db);
  const row = ref.orderId === null ? await findOrderRowByTransaction(own, ref.transactionId) : await findOrderRow(own, ref.orderId);
  return row === undefined ? null : toPayment(row);
}
