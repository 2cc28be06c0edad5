import type { Kysely } from "kysely";
import { constantTimeEqual } from "../tokens/secure-token.ts";
import type { Database } from "../db/schema.ts";
import { loadOrderContents, loadOrderNotes } from "./order-contents.repository.ts";
import { findOrderRow, parseAddress, rowStatus, type OrderRow } from "./order.repository.ts";
import { ordersDb } from "./orders-db.ts";
import { ORDER_TAX_DISPLAYS, type Order, type OrderNote } from "./orders.ts";
import { parseEnum } from "../parse-enum.ts";

// Reading one order, for whoever may see it: the holder of its key (order-received and
// pay-for-order links, which work for guests too), or the customer it belongs to. Anyone else
// gets null, which the edge answers with 404, the same as an order that does not exist.

async function toOrder(db: Kysely<Database>, row: OrderRow): Promise<Order> {
  const contents = await loadOrderContents(ordersDb(db), row.id);
  return {
    id: row.id,
    number: String(row.id),
    key: row.order_key,
    status: rowStatus(row),
    customerId: row.customer_id,
    email: row.email,
    billing: parseAddress(row.billing),
    shipping: row.shipping === null ? null : parseAddress(row.shipping),
    customerNote: row.customer_note,
    currency: row.currency,
    pricesIncludeTax: row.prices_include_tax === 1,
    taxDisplay: parseEnum(ORDER_TAX_DISPLAYS, row.tax_display, "excl"),
    totals: { subtotal: row.subtotal, discount: row.discount_total, shipping: row.shipping_total, tax: row.tax_total, total: row.total },
    refundedTotal: row.refunded_total,
    paymentMethod: row.payment_method,
    paymentMethodTitle: row.payment_method_title,
    transactionId: row.transaction_id,
    ...contents,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    completedAt: row.completed_at,
  };
}

export async function getOrderByKey(db: Kysely<Database>, orderId: number, orderKey: string): Promise<Order | null> {
  const row = await findOrderRow(ordersDb(db), orderId);
  return row !== undefined && constantTimeEqual(row.order_key, orderKey) ? toOrder(db, row) : null;
}

export async function getCustomerOrder(db: Kysely<Database>, orderId: number, customerId: number): Promise<Order | null> {
  const row = await findOrderRow(ordersDb(db), orderId);
  return row !== undefined && row.customer_id === customerId ? toOrder(db, row) : null;
}

/** The notes a customer may read (status changes they are told about, the unpaid cancellation). */
export async function getCustomerNotes(db: Kysely<Database>, orderId: number): Promise<OrderNote[]> {
  return loadOrderNotes(ordersDb(db), orderId, true);
}

/** Every note, for the merchant's tools. */
export async function getOrderNotes(db: Kysely<Database>, orderId: number): Promise<OrderNote[]> {
  return loadOrderNotes(ordersDb(db), orderId, false);
}

/** Any order by id, for the merchant's tools (the CLI); never for a shopper-facing page. */
export async function getOrderForMerchant(db: Kysely<Database>, orderId: number): Promise<Order | null> {
  const row = await findOrderRow(ordersDb(db), orderId);
  return row === undefined ? null : toOrder(db, row);
}
