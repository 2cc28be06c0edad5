import { describe, expect, it } from "vitest";
import { CART_HASH_COOKIE, CART_TOKEN_COOKIE, EMPTY_CART, GUEST_CART_LIFETIME_SECONDS, ITEMS_IN_CART_COOKIE, type CartView } from "./cart.ts";
import { cartCookies } from "./cart-cookies.ts";

const full: CartView = {
  ...EMPTY_CART,
  hash: "abc",
  itemCount: 1,
  lines: [
    {
      key: "k", productId: 1, variationId: null, name: "Mug", permalink: "/product/mug", quantity: 1, attributes: [], unitPrice: 100,
      regularUnitPrice: 100, onSale: false, subtotal: 100, discount: 0, total: 100,
      displayUnitPrice: 100, displayRegularUnitPrice: 100, displaySubtotal: 100, image: null, minQuantity: 1, maxQuantity: null, soldIndividually: false, subscription: null,
    },
  ],
};

describe("cartCookies", () => {
  it("sets nothing for a visitor without a cart and without cookies", () => {
    expect(cartCookies(null, null, new Set())).toEqual([]);
  });

  it("clears only the stale cookies a visitor without a cart still sent", () => {
    expect(cartCookies(null, null, new Set([ITEMS_IN_CART_COOKIE, "other"]))).toEqual([{ name: ITEMS_IN_CART_COOKIE, value: "", httpOnly: false, maxAge: 0 }]);
  });

  it("renews the httpOnly token and sets the readable hash and item flag", () => {
    expect(cartCookies(full, "tok", new Set())).toEqual([
      { name: CART_TOKEN_COOKIE, value: "tok", httpOnly: true, maxAge: GUEST_CART_LIFETIME_SECONDS },
      { name: CART_HASH_COOKIE, value: "abc", httpOnly: false },
      { name: ITEMS_IN_CART_COOKIE, value: "1", httpOnly: false },
    ]);
  });

  it("clears the hash and item flag when the cart empties, keeping the token", () => {
    const cookies = cartCookies(EMPTY_CART, "tok", new Set([CART_HASH_COOKIE, ITEMS_IN_CART_COOKIE]));
    expect(cookies.map((c) => [c.name, c.maxAge])).toEqual([
      [CART_TOKEN_COOKIE, GUEST_CART_LIFETIME_SECONDS],
      [CART_HASH_COOKIE, 0],
      [ITEMS_IN_CART_COOKIE, 0],
    ]);
  });
});
