import { describe, expect, it } from "vitest";
import { COUPON_ERROR_CODES, COUPON_NOTICE_CODES } from "../coupons/coupons.ts";
import { CART_ERROR_CODES, CART_NOTICE_CODES } from "./cart.ts";
import { cartFailure, cartMessage } from "./cart-messages.ts";

describe("cart messages", () => {
  it("has English words for every code", () => {
    for (const code of [...CART_ERROR_CODES, ...CART_NOTICE_CODES, ...COUPON_ERROR_CODES, ...COUPON_NOTICE_CODES]) {
      expect(cartMessage(code).length).toBeGreaterThan(0);
    }
  });

  it("fills placeholders from params and leaves unknown ones visible", () => {
    expect(cartMessage("insufficient_stock", { stock: 3, in_cart: 2 })).toBe(
      "You cannot add that amount to the cart — we have 3 in stock and you already have 2 in your cart.",
    );
    expect(cartMessage("already_in_cart")).toContain("{name}");
  });

  it("builds failures with a product URL only when given", () => {
    expect(cartFailure("out_of_stock", { name: "Mug" }, "/product/mug")).toEqual({
      ok: false,
      code: "out_of_stock",
      message: "You cannot add \"Mug\" to the cart because the product is out of stock.",
      params: { name: "Mug" },
      productUrl: "/product/mug",
    });
    expect("productUrl" in cartFailure("invalid_quantity")).toBe(false);
  });
});
