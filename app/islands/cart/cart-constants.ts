import type { CartJson } from "../../../server/cart/cart-json.ts";

// Numbers and names of the storefront cart script (spec §3, §4, §9), in one place.

/** The header dropdown closes again this long after it opened on an add (spec §9). */
export const CART_DROPDOWN_AUTO_CLOSE_MS = 5000;
/** A stored cart is reused for at most this long; a refresh is scheduled this long after each one. */
export const CART_FRAGMENT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type ToastKind = "success" | "info" | "warning" | "error";
/** How long each kind of toast stays (spec §8/§9). */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 10_000, info: 10_000, warning: 20_000, error: 120_000 };
/** No toast disappears sooner than this. */
export const TOAST_MIN_DURATION_MS = 500;

/** WooCommerce's storage keys, so the names read the same in the browser's tools. */
export const STORAGE_KEYS = {
  fragments: "wc_fragments",
  cartHash: "wc_cart_hash",
  cartCreated: "wc_cart_created",
} as const;

/** Events on document.body, named as WooCommerce's (themes and tests listen for them). */
export const CART_EVENTS = {
  refresh: "wc_fragment_refresh",
  refreshed: "wc_fragments_refreshed",
  ajaxError: "wc_fragments_ajax_error",
  added: "added_to_cart",
  adding: "adding_to_cart",
  removed: "removed_from_cart",
  updated: "updated_wc_div",
} as const;

/**
 * What the cart script puts in the `detail` of the added, removed and updated events it fires: the
 * cart the API just answered with. The store takes it as is; the same event fired by other code
 * without it makes the store ask the server (spec §4).
 */
export interface CartEventDetail {
  cart: CartJson;
  hash: string;
}

export const CART_API = {
  cart: "/api/v1/cart",
  addItem: "/api/v1/cart/add-item",
  /** Up to 100 lines in one request, answered per line (the product table's multi-add). */
  addItems: "/api/v1/cart/add-items",
  updateItem: "/api/v1/cart/update-item",
  removeItem: "/api/v1/cart/remove-item",
  applyCoupon: "/api/v1/cart/apply-coupon",
  removeCoupon: "/api/v1/cart/remove-coupon",
  /** A GET under /api/v1 that hands out the CSRF cookie, called only when a post needs it. */
  csrfPrimer: "/api/v1/account/me",
} as const;

export const CART_PAGE_PATH = "/cart";
