import type { CartNotice, MessageParams } from "../cart/cart.ts";
import type { OrderLine, OrderShippingLine, OrderStatus, OrderTaxLine, OrderTotals } from "../orders/orders.ts";
import type { ShippingRate, ShippingUnavailableCode } from "../shipping/shipping-rate.ts";
import type { RecurringCart } from "../subscriptions/subscriptions.ts";

// Checkout: the outcomes of placing an order, their codes, and the review a shopper sees. A
// browser contract (eslint/boundaries.js): types and constants only; the form's schema is in
// checkout-form.ts.

export const CHECKOUT_ERROR_CODES = [
  "cart_empty",
  "cart_changed",
  "checkout_form_invalid",
  "field_required",
  "country_invalid",
  "state_invalid",
  "postcode_invalid",
  "email_invalid",
  "terms_not_accepted",
  "payment_method_unavailable",
  "shipping_method_unavailable",
  "insufficient_stock",
  "coupon_usage_limit_reached",
  "payment_failed",
  "card_details_required",
  "order_not_payable",
  "account_exists",
  "account_required",
  "password_too_short",
  "password_too_long",
  "rate_limited",
] as const;
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number];

/** A problem with one field, tied to it by its posted name (e.g. billing_postcode). */
export interface FieldError {
  field: string;
  code: CheckoutErrorCode;
  params: MessageParams;
}

export type CheckoutResult =
  | { ok: true; orderId: number; orderKey: string; status: OrderStatus; next: { kind: "order_received" } | { kind: "authenticate"; url: string } }
  | { ok: false; code: CheckoutErrorCode; params: MessageParams; fieldErrors: FieldError[]; cartNotices: CartNotice[] };

/** The order's lines and totals, computed on the server from the cart as it is now. */
export interface CheckoutPricing {
  /** The shop's "prices entered with tax" setting when the order was priced. */
  pricesIncludeTax: boolean;
  lines: OrderLine[];
  shippingLines: OrderShippingLine[];
  taxLines: OrderTaxLine[];
  totals: OrderTotals;
}

export interface CheckoutShipping {
  /** False when every item is virtual. */
  needsShipping: boolean;
  rates: ShippingRate[];
  chosen: ShippingRate | null;
  /** Why no rate is offered yet (no address, a country the shop does not ship to). */
  unavailable: ShippingUnavailableCode | null;
}

/** What the checkout costs for a destination and a chosen shipping method. */
export interface CheckoutQuote {
  /** Today's order. */
  pricing: CheckoutPricing;
  shipping: CheckoutShipping;
  /** What the cart's subscriptions renew at, one per group renewing together; empty without subscriptions. */
  recurring: RecurringCart[];
}
