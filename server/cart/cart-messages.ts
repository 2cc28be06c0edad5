import { COUPON_MESSAGES } from "../coupons/coupon-messages.ts";
import type { CouponErrorCode, CouponNoticeCode } from "../coupons/coupons.ts";
import type { CartErrorCode, CartFailure, CartNoticeCode, MessageParams } from "./cart.ts";

// English defaults for the API's `message`, after WooCommerce's wording. Browsers map the codes to
// their own catalogue; nothing may branch on these words.

const CART_MESSAGES: Record<CartErrorCode | CartNoticeCode, string> = {
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
  item_added: "\"{name}\" has been added to your cart.",
  item_removed: "\"{name}\" removed.",
  quantity_updated: "Cart updated.",
  item_removed_unavailable: "\"{name}\" has been removed from your cart because it can no longer be purchased.",
  quantity_reduced_to_stock: "The quantity of \"{name}\" in your cart was reduced to {quantity} because of limited stock.",
  quantity_reduced_to_maximum: "The quantity of \"{name}\" in your cart was reduced to {quantity}, the most allowed.",
};

export type CartMessageCode = CartErrorCode | CartNoticeCode | CouponErrorCode | CouponNoticeCode;

/** The English message for a code, with `{param}` placeholders filled. */
export function cartMessage(code: CartMessageCode, params: MessageParams = {}): string {
  const template = code in CART_MESSAGES ? CART_MESSAGES[code as CartErrorCode | CartNoticeCode] : COUPON_MESSAGES[code as CouponErrorCode | CouponNoticeCode];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** An expected failure with its code, English message and params; productUrl when the shopper should go there. */
export function cartFailure(code: CartFailure["code"], params: MessageParams = {}, productUrl?: string): CartFailure {
  const failure: CartFailure = { ok: false, code, message: cartMessage(code, params), params };
  if (productUrl !== undefined) failure.productUrl = productUrl;
  return failure;
}
