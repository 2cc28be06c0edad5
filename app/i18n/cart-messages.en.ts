import type { CartErrorCode, CartNoticeCode } from "../../server/cart/cart.ts";
import type { CouponErrorCode, CouponNoticeCode } from "../../server/coupons/coupons.ts";
import { fillNamed } from "./format.ts";

// The cart section of the English catalogue: shared by the server-rendered cart page and the
// storefront cart script, which imports only this section (not the whole catalogue) to stay small.
// messages.en.ts spreads the UI words in. Where WooCommerce quotes a name with straight quotes
// (&quot;%s&quot;) so do we; where it uses &ldquo;%s&rdquo; (added, removed) we use curly ones.
// UI words use %s placeholders (t()); words for API codes use the code's named params ({name}).

export const cartUiMessages = {
  "cart.viewCart": "View cart",
  "cart.checkout": "Checkout",
  "cart.proceedToCheckout": "Proceed to checkout",
  "cart.returnToShop": "Return to shop",
  "cart.emptyCart": "Your cart is currently empty.",
  "cart.pageTitle": "Cart",
  "cart.link": "Cart",
  "cart.itemCountOne": "%d item",
  "cart.itemCountMany": "%d items",
  "cart.showContents": "Show cart contents",
  "cart.addedNotice": "“%s” has been added to your cart.",
  "cart.product": "Product",
  "cart.price": "Price",
  "cart.quantity": "Quantity",
  "cart.subtotal": "Subtotal",
  "cart.image": "Thumbnail image",
  "cart.remove": "Remove “%s” from cart",
  "cart.removeSymbol": "×",
  "cart.updateCart": "Update cart",
  "cart.couponLabel": "Coupon code",
  "cart.couponPlaceholder": "Coupon code",
  "cart.applyCoupon": "Apply coupon",
  "cart.removeCoupon": "[Remove]",
  "cart.removeCouponLabel": "Remove coupon “%s”",
  "cart.couponLine": "Coupon: %s",
  "cart.totals": "Cart totals",
  "cart.discount": "Discount",
  "cart.tax": "Tax",
  "cart.taxEstimatedFor": "(estimated for %s)",
  "cart.total": "Total",
  "cart.shippingLater": "Shipping is calculated at checkout.",
  "miniCart.label": "Cart contents",
  "miniCart.empty": "No products in the cart.",
  "miniCart.subtotal": "Subtotal:",
  "miniCart.close": "Close cart",
  "miniCart.lineQuantity": "%1$s × %2$s",
  // How amounts read when shown with or without tax (decision 027): WooCommerce's inc_tax_or_vat,
  // ex_tax_or_vat and its "(includes %s)" under the total, for a shop outside the EU's VAT area.
  // The cart, the mini cart, the checkout and orders share them.
  "tax.inclLabel": "(incl. tax)",
  "tax.exLabel": "(ex. tax)",
  "tax.includes": "(includes %s Tax)",
  "tax.includesEstimatedFor": "(includes %1$s Tax estimated for %2$s)",
  "toast.dismiss": "Dismiss notification",
  "toast.region": "Notifications",
  "notices.label": "Notices",
} satisfies Record<string, string>;

export type CartUiMessageKey = keyof typeof cartUiMessages;

/** Codes the cart can answer with, plus the browser's own (request failed, CSRF). */
export type CartCode = CartErrorCode | CartNoticeCode | CouponErrorCode | CouponNoticeCode | OrderAgainCode | "request_failed" | "csrf_failed" | "invalid_request";

/** What My account → "Order again" tells the shopper on the cart page it leads to. */
export const ORDER_AGAIN_CODES = ["order_again_filled", "order_again_partial"] as const;
export type OrderAgainCode = (typeof ORDER_AGAIN_CODES)[number];

export const cartCodeMessages: Record<CartCode, string> = {
  invalid_quantity: "Please enter a valid quantity.",
  product_not_found: "Sorry, this product does not exist.",
  product_not_purchasable: "Sorry, \"{name}\" cannot be purchased.",
  variation_required: "Please choose product options…",
  variation_not_found: "Sorry, this product is unavailable. Please choose a different combination.",
  out_of_stock: "You cannot add \"{name}\" to the cart because the product is out of stock.",
  insufficient_stock: "You cannot add that amount to the cart — we have {stock} in stock and you already have {in_cart} in your cart.",
  quantity_below_minimum: "The minimum quantity of \"{name}\" is {min}.",
  quantity_above_maximum: "The maximum quantity of \"{name}\" allowed in the cart is {max}.",
  already_in_cart: "You cannot add another \"{name}\" to your cart.",
  cart_item_not_found: "This item is no longer in your cart.",
  subscription_limit_reached: "You have an active subscription to this product already.",
  item_added: "“{name}” has been added to your cart.",
  item_removed: "“{name}” removed.",
  quantity_updated: "Cart was updated.",
  order_again_filled: "The cart has been filled with the items from your previous order.",
  order_again_partial: "Some items from your previous order can no longer be bought and were not added to the cart.",
  item_removed_unavailable: "\"{name}\" has been removed from your cart because it can no longer be purchased.",
  quantity_reduced_to_stock: "The quantity of \"{name}\" in your cart was reduced to {quantity} because of limited stock.",
  quantity_reduced_to_maximum: "The quantity of \"{name}\" in your cart was reduced to {quantity}, the most allowed.",
  coupon_code_required: "Please enter a coupon code.",
  coupon_not_found: "Coupon \"{code}\" cannot be applied because it does not exist.",
  coupon_expired: "This coupon has expired.",
  coupon_minimum_spend_not_met: "The minimum spend for this coupon has not been met.",
  coupon_maximum_spend_exceeded: "The maximum spend for this coupon has been exceeded.",
  coupon_usage_limit_reached: "Coupon usage limit has been reached.",
  coupon_individual_use_only: "Sorry, coupon \"{code}\" has already been applied and cannot be used in conjunction with other coupons.",
  coupon_not_applicable: "Sorry, this coupon is not applicable to your cart contents.",
  coupon_already_applied: "Coupon code already applied!",
  coupon_not_applied: "Sorry, this coupon is not in your cart.",
  coupon_invalid_input: "The coupon could not be saved: check its fields.",
  coupon_code_taken: "A coupon with this code already exists.",
  coupon_applied: "Coupon code applied successfully.",
  coupon_removed: "You have removed coupon code.",
  coupon_removed_invalid: "Sorry, it seems the coupon \"{code}\" is invalid - it has now been removed from your order.",
  request_failed: "Your cart could not be updated. Please try again.",
  csrf_failed: "Your session has expired. Please reload the page and try again.",
  invalid_request: "Please enter a valid quantity.",
};

export function isCartCode(code: string): code is CartCode {
  return Object.hasOwn(cartCodeMessages, code);
}

/** The shopper's words for a cart code, with its params filled; unknown codes read as a failed request. */
export function cartCodeText(code: string, params: Readonly<Record<string, string | number>> = {}): string {
  return fillNamed(isCartCode(code) ? cartCodeMessages[code] : cartCodeMessages.request_failed, params);
}
