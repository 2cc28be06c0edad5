import type { SubscriptionTerms } from "../catalog/catalog.ts";
import type { CouponErrorCode, CouponType } from "../coupons/coupons.ts";

// The cart: lines of catalogue items with quantities, coupons, and totals the server computes from
// the catalogue every time (a price sent by a browser never enters). Money is in minor units.

/** httpOnly cookie holding the guest's cart token. */
export const CART_TOKEN_COOKIE = "shopwright_cart";
/** Cookies the storefront script reads (WooCommerce's names, so cached pages can use them). */
export const CART_HASH_COOKIE = "woocommerce_cart_hash";
export const ITEMS_IN_CART_COOKIE = "woocommerce_items_in_cart";
/** WooCommerce writes "1" into the items-in-cart cookie whenever the cart is not empty. */
export const ITEMS_IN_CART_VALUE = "1";
/** WooCommerce keeps a guest session for 48 hours; each change to the cart renews it. */
export const GUEST_CART_LIFETIME_SECONDS = 48 * 60 * 60;
/** Hex characters of the cart hash (128 bits of sha256 are plenty to notice a change). */
export const CART_HASH_LENGTH = 32;
/** Hex characters of a cart item key (WooCommerce's keys are 32-character md5 hashes). */
export const CART_ITEM_KEY_LENGTH = 32;
/** Upper bound on one line's quantity, so absurd input fails early instead of overflowing totals. */
export const MAX_LINE_QUANTITY = 100_000;
export const MAX_CHOSEN_ATTRIBUTES = 50;
export const MAX_ATTRIBUTE_VALUE_LENGTH = 200;
/** How long the storefront script waits for a cart request before it gives up (CART_REQUEST_TIMEOUT_MS). */
export const DEFAULT_CART_REQUEST_TIMEOUT_MS = 5000;

/** Whose cart: a guest's (by cookie token, null before the first add) or a customer's. */
export type CartOwner = { cartToken: string | null } | { customerId: number };

export const CART_ERROR_CODES = [
  "invalid_quantity",
  "product_not_found",
  "product_not_purchasable",
  "variation_required",
  "variation_not_found",
  "out_of_stock",
  "insufficient_stock",
  "quantity_below_minimum",
  "quantity_above_maximum",
  "already_in_cart",
  "cart_item_not_found",
  /** A subscription product limited to one per customer, which the customer already holds. */
  "subscription_limit_reached",
] as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

export const CART_NOTICE_CODES = [
  "item_added",
  "item_removed",
  "quantity_updated",
  "item_removed_unavailable",
  "quantity_reduced_to_stock",
  "quantity_reduced_to_maximum",
] as const;
export type CartNoticeCode = (typeof CART_NOTICE_CODES)[number];

export type MessageParams = Record<string, string | number>;

export interface CartNotice {
  code: CartNoticeCode | "coupon_applied" | "coupon_removed" | "coupon_removed_invalid";
  params: MessageParams;
}

export interface CartLineAttribute {
  /** Attribute key, e.g. pa_color. */
  key: string;
  name: string;
  /** Chosen option slug, and its display name. */
  value: string;
  label: string;
}

export interface CartLineImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A subscription line's terms, and what it costs at checkout today (price-sign-up.ts). */
export interface CartLineSubscription {
  terms: SubscriptionTerms;
  /**
   * One unit today: the sign-up fee, plus the recurring price unless a free trial or a renewal day
   * ahead delays it (or the prorated part). The line's subtotal is this times the quantity.
   */
  signUpUnitPrice: number;
  /** The sign-up fee as the cart shows it (with or without tax, as `displayUnitPrice`); `terms` keep it as entered. */
  displaySignUpFee: number;
}

export interface CartLine {
  key: string;
  productId: number;
  variationId: number | null;
  name: string;
  permalink: string;
  quantity: number;
  attributes: CartLineAttribute[];
  /**
   * As entered in the catalogue (with or without tax, the tax settings say): a subscription's
   * recurring price, per period. Totals are computed from the subtotal, which for a subscription
   * is its sign-up price.
   */
  unitPrice: number;
  regularUnitPrice: number;
  onSale: boolean;
  /** Today's price times the quantity: for a subscription, its sign-up price (`subscription`). */
  subtotal: number;
  discount: number;
  total: number;
  /** The unit price, regular unit price and subtotal as the cart shows them (with or without tax, decision 027). */
  displayUnitPrice: number;
  displayRegularUnitPrice: number;
  displaySubtotal: number;
  image: CartLineImage | null;
  minQuantity: number;
  /** null = no maximum. */
  maxQuantity: number | null;
  soldIndividually: boolean;
  /** null for anything but a subscription. */
  subscription: CartLineSubscription | null;
}

export interface CartCoupon {
  code: string;
  type: CouponType;
  discount: number;
  /** The discount as the cart shows it: with the tax it took off, when amounts are shown with tax. */
  displayDiscount: number;
  freeShipping: boolean;
}

export interface CartTotals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** The subtotal and discount rows as the cart shows them (with or without tax); the total is always CartTotals'. */
export interface CartDisplayTotals {
  subtotal: number;
  discount: number;
}

/** Prices shown with tax or without it (WooCommerce's "Display prices during cart and checkout"). */
export type CartTaxDisplay = "incl" | "excl";

/** How the cart shows tax; null when the shop calculates no tax. */
export interface CartTaxNote {
  /** Amounts shown with tax: no tax row, the total notes "(includes … Tax)". Without: a tax row. */
  display: CartTaxDisplay;
  /** "(incl. tax)" or "(ex. tax)" after amounts shown the other way than prices are entered; null when shown as entered. */
  label: CartTaxDisplay | null;
  /** The country whose tax is shown before the shopper's address is known, e.g. "US". */
  estimatedFor: string | null;
}

export interface CartView {
  lines: CartLine[];
  coupons: CartCoupon[];
  totals: CartTotals;
  displayTotals: CartDisplayTotals;
  taxNote: CartTaxNote | null;
  notices: CartNotice[];
  /** Sum of line quantities. */
  itemCount: number;
  /** Changes whenever contents or totals change; "" for an empty cart. */
  hash: string;
}

export type CartFailure = {
  ok: false;
  code: CartErrorCode | CouponErrorCode;
  params: MessageParams;
  /** Where the shopper can complete or fix the choice (WooCommerce's product_url). */
  productUrl?: string;
};

/** `cartToken` is the guest token to (re)send as a cookie: a new one when this call created the cart. */
export type CartResult = { ok: true; cart: CartView; cartToken: string | null } | CartFailure;

/** A subscription in the cart asks more of the checkout: an account, and a method that can pay its renewals. */
export function holdsSubscription(cart: Pick<CartView, "lines">): boolean {
  return cart.lines.some((line) => line.subscription !== null);
}

export const EMPTY_CART: CartView = {
  lines: [],
  coupons: [],
  totals: { subtotal: 0, discount: 0, tax: 0, total: 0 },
  displayTotals: { subtotal: 0, discount: 0 },
  taxNote: null,
  notices: [],
  itemCount: 0,
  hash: "",
};
