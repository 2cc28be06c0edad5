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
  "subscription_limit_reached",
  "renewal_not_needed",
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
  display: CheckoutDisplay;
}

/**
 * How the order review shows the amounts: with or without tax (the "Display prices during cart and
 * checkout" setting, decision 027), taxed at the checkout's address. The total is always
 * CheckoutPricing's; the order records `prices` to show itself the same way later.
 */
export interface CheckoutDisplay {
  prices: "incl" | "excl";
  /** "(incl. tax)" or "(ex. tax)" after amounts shown the other way than entered; null when shown as entered. */
  label: "incl" | "excl" | null;
  /** Each line's subtotal as shown, by cart line key. */
  lineSubtotals: Record<string, number>;
  subtotal: number;
  /** Each coupon's discount as shown, by code. */
  couponDiscounts: Record<string, number>;
  /** Each offered shipping rate's cost as shown, by rate id, and whether it takes the label. */
  shippingCosts: Record<string, { cost: number; labelled: boolean }>;
  /** The country whose tax stands in before the address is known, for "(includes … estimated for …)". */
  estimatedFor: string | null;
}

export interface CheckoutShipping {
  /** False when every item is virtual. */
  needsShipping: boolean;
  rates: ShippingRate[];
  chosen: ShippingRate | null;
  /** Why no rate is offered yet (no address, a country the shop does not ship to). */
  unavailable: ShippingUnavailableCode | null;
}

/**
 * A recurring cart as the cart and checkout show it: its amounts with or without tax by the same
 * setting and figures as today's order (`display`); its totals and lines are what each renewal charges.
 */
export interface QuotedRecurringCart extends RecurringCart {
  display: CheckoutDisplay;
}

/** What the checkout costs for a destination and a chosen shipping method. */
export interface CheckoutQuote {
  /** Today's order. */
  pricing: CheckoutPricing;
  shipping: CheckoutShipping;
  /** What the cart's subscriptions renew at, one per group renewing together; empty without subscriptions. */
  recurring: QuotedRecurringCart[];
}
