import type { Kysely } from "kysely";
import { takeStockForOrder } from "../catalog/reserve-stock.ts";
import type { Database } from "../db/schema.ts";
import { insertOrderContents, insertOrderNote } from "./order-contents.repository.ts";
import { insertOrder } from "./order.repository.ts";
import { newOrderKey } from "./new-order-key.ts";
import { ordersDb } from "./orders-db.ts";
import type { OrderAddress, OrderLine, OrderNote, OrderShippingLine, OrderTaxDisplay, OrderTaxLine, OrderTotals } from "./orders.ts";

// An order made from given lines and totals, without a cart or a checkout: a subscription's
// renewal (issue 10), which copies what the subscription froze at sign-up (docs/decisions/026).
// Like a placed order it starts pending and takes its stock in the caller's transaction, so a
// shortage rolls it back; unlike one, it has no stock hold that runs out: a renewal order waits
// for its payment (a retry, or the customer paying it from their account) however long that takes.
// The orders module knows nothing of subscriptions: the caller says why the order exists in a note.

export interface NewRenewalOrder {
  customerId: number;
  email: string;
  billing: OrderAddress;
  shipping: OrderAddress | null;
  currency: string;
  pricesIncludeTax: boolean;
  /** How the order shows its amounts (with or without tax): the shop's cart display setting when it is made, as a checkout order keeps it. */
  taxDisplay: OrderTaxDisplay;
  paymentMethod: string;
  paymentMethodTitle: string;
  /** The payment the order stands for: an answer is recorded (recordPayment) only under this key. */
  attemptKey: string;
  lines: OrderLine[];
  shippingLines: OrderShippingLine[];
  taxLines: OrderTaxLine[];
  totals: OrderTotals;
  /** Why the order was made, for the merchant (e.g. which subscription it renews). */
  note: Pick<OrderNote, "code" | "params">;
}

export type CreateRenewalOrderResult = { ok: true; orderId: number; orderKey: string } | { ok: false; code: "insufficient_stock"; params: { name: string } };

/** Makes the order, or refuses it for want of stock; a refusal has written rows the caller rolls back. */
export async function createRenewalOrder(trx: Kysely<Database>, order: NewRenewalOrder, now: Date): Promise<CreateRenewalOrderResult> {
  const own = ordersDb(trx);
  const at = now.toISOString();
  const orderKey = newOrderKey();
  const orderId = await insertOrder(own, {
    order_key: orderKey,
    status: "pending",
    customer_id: order.customerId,
    cart_id: null,
    email: order.email,
    billing: JSON.stringify(order.billing),
    shipping: order.shipping === null ? null : JSON.stringify(order.shipping),
    customer_note: "",
    currency: order.currency,
    prices_include_tax: order.pricesIncludeTax ? 1 : 0,
    tax_display: order.taxDisplay,
    subtotal: order.totals.subtotal,
    discount_total: order.totals.discount,
    shipping_total: order.totals.shipping,
    tax_total: order.totals.tax,
    total: order.totals.total,
    payment_method: order.paymentMethod,
    payment_method_title: order.paymentMethodTitle,
    transaction_id: null,
    attempt_key: order.attemptKey,
    stock_held: 1,
    hold_expires_at: null,
    created_at: at,
    updated_at: at,
  });
  await insertOrderContents(own, orderId, { lines: order.lines, shippingLines: order.shippingLines, couponLines: [], taxLines: order.taxLines });
  await insertOrderNote(own, orderId, { code: "order_created", params: {}, forCustomer: false }, at);
  await insertOrderNote(own, orderId, { ...order.note, forCustomer: false }, at);
  const stock = await takeStockForOrder(trx, order.lines, now);
  if (!stock.ok) {
    const name = order.lines.find((l) => l.productId === stock.shortOf.productId && l.variationId === stock.shortOf.variationId)?.name ?? "";
    return { ok: false, code: "insufficient_stock", params: { name } };
  }
  return { ok: true, orderId, orderKey };
}
