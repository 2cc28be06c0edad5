import { describe, expect, it } from "vitest";
import type { DiscountableLine } from "./coupon-eligibility.ts";
import { isLineEligible } from "./coupon-eligibility.ts";
import type { CouponForCart } from "./coupons.ts";
import { couponCodeKey } from "./coupons.ts";
import { validateCoupon } from "./validate-coupon.ts";

const NOW = new Date("2026-06-01T12:00:00Z");

function coupon(overrides: Partial<CouponForCart> = {}): CouponForCart {
  return {
    id: 1, code: "SAVE10", type: "percent", amount: 1000, description: "", expiresAt: null, minimumSpend: null, maximumSpend: null,
    usageLimit: null, usageLimitPerCustomer: null, usageCount: 0, individualUse: false, productIds: [], excludedProductIds: [],
    categoryIds: [], excludedCategoryIds: [], freeShipping: false, excludeSaleItems: false, customerUsageCount: null, ...overrides,
  };
}

function line(overrides: Partial<DiscountableLine> = {}): DiscountableLine {
  return { key: "k", productId: 10, variationId: null, categoryIds: [3], onSale: false, quantity: 1, subtotal: 5000, ...overrides };
}

describe("validateCoupon", () => {
  it("accepts a plain coupon on a non-empty cart", () => {
    expect(validateCoupon(coupon(), [line()], NOW)).toEqual({ ok: true });
  });

  const refusals: [Partial<CouponForCart>, string][] = [
    [{ expiresAt: "2026-05-31T23:59:59Z" }, "coupon_expired"],
    [{ usageLimit: 5, usageCount: 5 }, "coupon_usage_limit_reached"],
    [{ usageLimitPerCustomer: 1, customerUsageCount: 1 }, "coupon_usage_limit_reached"],
    [{ minimumSpend: 5001 }, "coupon_minimum_spend_not_met"],
    [{ maximumSpend: 4999 }, "coupon_maximum_spend_exceeded"],
    [{ productIds: [99] }, "coupon_not_applicable"],
    [{ excludedCategoryIds: [3] }, "coupon_not_applicable"],
  ];
  it.each(refusals)("refuses %o with %s", (overrides, code) => {
    const result = validateCoupon(coupon(overrides), [line()], NOW);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.code).toBe(code);
      expect(result.params.code).toBe("SAVE10");
    }
  });

  it("leaves the per-customer limit to checkout for a guest", () => {
    expect(validateCoupon(coupon({ usageLimitPerCustomer: 1, customerUsageCount: null }), [line()], NOW).ok).toBe(true);
  });

  it("is not applicable to an empty cart", () => {
    expect(validateCoupon(coupon(), [], NOW)).toMatchObject({ ok: false, code: "coupon_not_applicable" });
  });

  it("counts the minimum spend on the exact boundary as met", () => {
    expect(validateCoupon(coupon({ minimumSpend: 5000, maximumSpend: 5000 }), [line()], NOW).ok).toBe(true);
  });
});

describe("isLineEligible", () => {
  const rules = { productIds: [] as number[], excludedProductIds: [] as number[], categoryIds: [] as number[], excludedCategoryIds: [] as number[], excludeSaleItems: false };
  it("matches a variation by its own id or its product's", () => {
    expect(isLineEligible({ ...rules, productIds: [77] }, line({ variationId: 77 }))).toBe(true);
    expect(isLineEligible({ ...rules, productIds: [10] }, line({ variationId: 77 }))).toBe(true);
    expect(isLineEligible({ ...rules, excludedProductIds: [77] }, line({ variationId: 77 }))).toBe(false);
  });
  it("includes by category and excludes sale items when asked", () => {
    expect(isLineEligible({ ...rules, categoryIds: [3] }, line())).toBe(true);
    expect(isLineEligible({ ...rules, categoryIds: [4] }, line())).toBe(false);
    expect(isLineEligible({ ...rules, excludeSaleItems: true }, line({ onSale: true }))).toBe(false);
  });
});

describe("couponCodeKey", () => {
  it("ignores case and surrounding spaces", () => {
    expect(couponCodeKey("  Summer10 ")).toBe("summer10");
  });
});
