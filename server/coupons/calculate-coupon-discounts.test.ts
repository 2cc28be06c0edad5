import { describe, expect, it } from "vitest";
import { calculateCouponDiscounts } from "./calculate-coupon-discounts.ts";
import type { DiscountableLine } from "./coupon-eligibility.ts";

const open = { productIds: [], excludedProductIds: [], categoryIds: [], excludedCategoryIds: [], excludeSaleItems: false };

function line(key: string, unitPrice: number, quantity: number, productId = 1): DiscountableLine {
  return { key, productId, variationId: null, categoryIds: [], onSale: false, quantity, subtotal: unitPrice * quantity };
}

describe("calculateCouponDiscounts", () => {
  it("applies fixed_product, then percent, then fixed_cart, whatever the order applied", () => {
    const lines = [line("a", 1000, 2)];
    const result = calculateCouponDiscounts(lines, [
      { ...open, code: "cart", type: "fixed_cart", amount: 300 },
      { ...open, code: "pct", type: "percent", amount: 1000 },
      { ...open, code: "unit", type: "fixed_product", amount: 100 },
    ]);
    // unit: 100 × 2; pct: 10 % of the undiscounted 2000; cart: 300 of what is left.
    expect(result.coupons.map((c) => [c.code, c.amount])).toEqual([["cart", 300], ["pct", 200], ["unit", 200]]);
    expect(result.byLine).toEqual({ a: 700 });
  });

  it("splits the rounding remainder of a percentage so the lines add up exactly", () => {
    const lines = [line("a", 333, 1), line("b", 333, 1), line("c", 334, 1)];
    const result = calculateCouponDiscounts(lines, [{ ...open, code: "p", type: "percent", amount: 3333 }]);
    const amounts = Object.values(result.byLine);
    expect(amounts.reduce((s, v) => s + v, 0)).toBe(333);
    expect(result.coupons[0]?.amount).toBe(333);
  });

  it("never takes more than a line holds, even when two coupons each could", () => {
    const lines = [line("a", 500, 1)];
    const result = calculateCouponDiscounts(lines, [
      { ...open, code: "x", type: "fixed_cart", amount: 400 },
      { ...open, code: "y", type: "fixed_cart", amount: 400 },
    ]);
    expect(result.coupons.map((c) => c.amount)).toEqual([400, 100]);
    expect(result.byLine.a).toBe(500);
  });
});
