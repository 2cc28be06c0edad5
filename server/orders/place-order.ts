import type { Kysely } from "kysely";
import { giveBackStockOfOrder, takeStockForOrder } from "../catalog/reserve-stock.ts";
import { recordCouponUsage, releaseCouponUsage } from "../coupons/record-coupon-usage.ts";
import type { Database } from "../db/schema.ts";
import { findOrderOfAttempt } from "./find-order-of-attempt.ts";
import { newOrderKey } from "./new-order-key.ts";
import { deleteOrderContents, insertCheckoutAttempt, insertOrderContents, insertOrderNote, loadOrderContents, type OrderContents } from "./order-contents.repository.ts";
import { findAwaitingOrderOfCart, insertOrder, updateOrder, type OrderRow } from "./order.repository.ts";
import { ordersDb } from "./orders-db.ts";
import type { OrderAddress, OrderTaxDisplay, OrderTotals } from "./orders.ts";

// Turns a priced checkout into an order, inside the caller's transaction (which holds the cart's
// lock): stock is taken and coupon uses counted in the same transaction, so a refusal rolls all of
// it back. The same submission again finds its order; a new submission from a cart whose order
// still awaits payment (a declined card, retried) updates and pays that order, so the customer
// never sees a second one.

export interface NewOrder extends OrderContents {
  /** Unique per checkout form submitted: the idempotency key of the placement. */
  attemptKey: string;
  cartId: number;
  customerId: number | null;
  email: string;
  billing: OrderAddress;
  shipping: OrderAddress | null;
  customerNote: string;
  currency: string;
  pricesIncludeTax: boolean;
  /** How the checkout showed the order: it is shown so again (decision 027). */
  taxDisplay: OrderTaxDisplay;
  paymentMethod: string;
  paymentMethodTitle: string;
  couponCodes: string[];
  totals: OrderTotals;
  holdStockMinutes: number;
}

export type PlaceOrderResult =
  | { ok: true; orderId: number; orderKey: string; replayed: boolean }
  | { ok: false; code: "insufficient_stock"; params: { name: string } }
  | { ok: false; code: "coupon_usage_limit_reached"; params: { code: string } };

function orderColumns(order: NewOrder, now: Date) {
  return {
    status: "pending",
    customer_id: order.customerId,
    cart_id: order.cartId,
    email: order.email,
    billing: JSON.stringify(order.billing),
    shipping: order.shipping === null ? null : JSON.stringify(order.shipping),
    customer_note: order.customerNote,
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
    hold_expires_at: new Date(now.getTime() + order.holdStockMinutes * 60_000).toISOString(),
    updated_at: now.toISOString(),
  } as const;
}

/** Empties an order awaiting payment so the new submission can fill it: its stock and coupon uses go back. */
async function reopenAwaitingOrder(trx: Kysely<Database>, awaiting: OrderRow, now: Date): Promise<void> {
  const own = ordersDb(trx);
  if (awaiting.stock_held === 1) {
    const previous = await loadOrderContents(own, awaiting.id);
    await giveBackStockOfOrder(trx, previous.lines, now);
  }
  await releaseCouponUsage(trx, awaiting.id, now);
  await deleteOrderContents(own, awaiting.id);
}

/**
 * Places the order, or refuses it (stock, coupon limit). A refusal has already written rows: the
 * caller rolls its transaction back.
 */
export async function placeOrder(trx: Kysely<Database>, order: NewOrder, now: Date): Promise<PlaceOrderResult> {
  const own = ordersDb(trx);
  const earlier = await findOrderOfAttempt(trx, order.attemptKey);
  if (earlier !== null) return { ok: true, orderId: earlier.orderId, orderKey: earlier.orderKey, replayed: true };
  const awaiting = await findAwaitingOrderOfCart(own, order.cartId);
  let orderId: number;
  let orderKey: string;
  if (awaiting === undefined) {
    orderKey = newOrderKey();
    orderId = await insertOrder(own, { ...orderColumns(order, now), order_key: orderKey, created_at: now.toISOString() });
    await insertOrderNote(own, orderId, { code: "order_created", params: {}, forCustomer: false }, now.toISOString());
  } else {
    await reopenAwaitingOrder(trx, awaiting, now);
    orderId = awaiting.id;
    orderKey = awaiting.order_key;
    await updateOrder(own, orderId, orderColumns(order, now));
    if (awaiting.status !== "pending") {
      await insertOrderNote(own, orderId, { code: "order_status_changed", params: { from: awaiting.status, to: "pending" }, forCustomer: false }, now.toISOString());
    }
  }
  await insertCheckoutAttempt(own, order.attemptKey, orderId, now.toISOString());
  await insertOrderContents(own, orderId, order);
  const stock = await takeStockForOrder(trx, order.lines, now);
  if (!stock.ok) {
    const name = order.lines.find((l) => l.productId === stock.shortOf.productId && l.variationId === stock.shortOf.variationId)?.name ?? "";
    return { ok: false, code: "insufficient_stock", params: { name } };
  }
  const coupons = await recordCouponUsage(trx, order.couponCodes, { customerId: order.customerId, email: order.email }, orderId, now);
  if (!coupons.ok) return coupons;
  return { ok: true, orderId, orderKey, replayed: false };
}
