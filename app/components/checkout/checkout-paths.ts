// The checkout's addresses (DESIGN.md contract), built in one place.

export const CHECKOUT_PATH = "/checkout";
/** The checkout refresh: the form posted here answers the order review and payment methods for it. */
export const CHECKOUT_REVIEW_PATH = "/checkout/review";
/** The content page holding the shop's terms and conditions. */
export const TERMS_SLUG = "terms-and-conditions";
export const TERMS_PATH = `/${TERMS_SLUG}`;

export function orderReceivedPath(orderId: number, orderKey: string): string {
  return `/checkout/order-received/${orderId}/?key=${encodeURIComponent(orderKey)}`;
}

export function orderPayPath(orderId: number, orderKey: string): string {
  return `/checkout/order-pay/${orderId}/?pay_for_order=true&key=${encodeURIComponent(orderKey)}`;
}

/** The no-JavaScript form's "Update totals" button (WooCommerce's name): a refresh, not an order. */
export const UPDATE_TOTALS_FIELD = "woocommerce_checkout_update_totals";
/** "Have a coupon?": the small coupon form's button, as on the cart page. */
export const APPLY_COUPON_FIELD = "apply_coupon";
/** The coupon form's id: its input and button sit beside the checkout form, not inside it. */
export const CHECKOUT_COUPON_FORM_ID = "checkout_coupon";
