import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CART_ITEM_KEY_LENGTH } from "./cart.ts";
import { cartItemKey } from "./cart-item-key.ts";

describe("cartItemKey", () => {
  it("is a fixed-length hex string, stable across calls", () => {
    const key = cartItemKey(12, 34, { pa_color: "blue" });
    expect(key).toMatch(new RegExp(`^[0-9a-f]{${CART_ITEM_KEY_LENGTH}}$`));
    expect(cartItemKey(12, 34, { pa_color: "blue" })).toBe(key);
  });

  it("ignores the order of attributes", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (attributes) => {
        const reversed = Object.fromEntries(Object.entries(attributes).reverse());
        expect(cartItemKey(1, 2, reversed)).toBe(cartItemKey(1, 2, attributes));
      }),
    );
  });

  it("differs for a different product, variation or option", () => {
    const base = cartItemKey(1, 2, { size: "m" });
    expect(cartItemKey(9, 2, { size: "m" })).not.toBe(base);
    expect(cartItemKey(1, 3, { size: "m" })).not.toBe(base);
    expect(cartItemKey(1, 2, { size: "l" })).not.toBe(base);
    expect(cartItemKey(1, null, {})).not.toBe(cartItemKey(1, 2, {}));
  });
});
