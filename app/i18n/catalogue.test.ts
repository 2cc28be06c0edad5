import { describe, expect, it } from "vitest";
import { CART_ERROR_CODES, CART_NOTICE_CODES } from "../../server/cart/cart.ts";
import { COUPON_ERROR_CODES, COUPON_NOTICE_CODES } from "../../server/coupons/coupons.ts";
import { cartCodeText, cartCodeMessages } from "./cart-messages.en.ts";

describe("the English catalogue's words for cart codes", () => {
  it("has its own words for every cart and coupon code the server sends", () => {
    for (const code of [...CART_ERROR_CODES, ...CART_NOTICE_CODES, ...COUPON_ERROR_CODES, ...COUPON_NOTICE_CODES]) {
      expect(cartCodeText(code), code).not.toBe(cartCodeMessages.request_failed);
    }
  });

  it("fills named params and leaves a missing one visible", () => {
    expect(cartCodeText("insufficient_stock", { stock: 3, in_cart: 2 })).toBe(
      "You cannot add that amount to the cart — we have 3 in stock and you already have 2 in your cart.",
    );
    expect(cartCodeText("already_in_cart")).toBe('You cannot add another "{name}" to your cart.');
  });

  it("uses the words the spec and WooCommerce give where the old catalogues disagreed", () => {
    expect(cartCodeText("quantity_updated")).toBe("Cart was updated.");
    expect(cartCodeText("coupon_removed")).toBe("You have removed coupon code.");
    expect(cartCodeText("coupon_not_found", { code: "x" })).toBe('Coupon "x" cannot be applied because it does not exist.');
  });

  it("words an unknown code as a failed request", () => {
    expect(cartCodeText("brand_new_code")).toBe("Your cart could not be updated. Please try again.");
  });
});
