import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BASIS_POINTS_PER_WHOLE, COUPON_TYPES, type CouponType } from "../coupons/coupons.ts";
import { calculateCartTotals, type PricedLine } from "./calculate-cart-totals.ts";

const lineArb = fc.record({
  productId: fc.integer({ min: 1, max: 6 }),
  categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
  onSale: fc.boolean(),
  quantity: fc.integer({ min: 1, max: 50 }),
  unitPrice: fc.integer({ min: 0, max: 1_000_000 }),
});
const linesArb = fc.array(lineArb, { minLength: 0, maxLength: 6 }).map((lines): PricedLine[] =>
  lines.map((l, i) => ({ ...l, key: `line-${i}`, variationId: null })),
);

const couponArb = fc
  .record({
    type: fc.constantFrom<CouponType>(...COUPON_TYPES),
    fixedAmount: fc.integer({ min: 0, max: 5_000_000 }),
    percent: fc.integer({ min: 0, max: BASIS_POINTS_PER_WHOLE }),
    productIds: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 2 }),
    excludedCategoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 1 }),
    excludeSaleItems: fc.boolean(),
  })
  .map((c) => ({
    type: c.type,
    amount: c.type === "percent" ? c.percent : c.fixedAmount,
    productIds: c.productIds,
    excludedProductIds: [],
    categoryIds: [],
    excludedCategoryIds: c.excludedCategoryIds,
    excludeSaleItems: c.excludeSaleItems,
  }));
const couponsArb = fc.array(couponArb, { maxLength: 4 }).map((coupons) => coupons.map((c, i) => ({ ...c, code: `c${i}` })));

const everything = { productIds: [], excludedProductIds: [], categoryIds: [], excludedCategoryIds: [], excludeSaleItems: false };

describe("calculateCartTotals", () => {
  it("keeps every total whole and non-negative, and no discount above its base", () => {
    fc.assert(
      fc.property(linesArb, couponsArb, (lines, coupons) => {
        const result = calculateCartTotals(lines, coupons);
        for (const line of result.lines) {
          expect(Number.isInteger(line.discount)).toBe(true);
          expect(line.discount).toBeGreaterThanOrEqual(0);
          expect(line.discount).toBeLessThanOrEqual(line.subtotal);
          expect(line.total).toBe(line.subtotal - line.discount);
        }
        for (const coupon of result.coupons) expect(coupon.discount).toBeGreaterThanOrEqual(0);
        const { subtotal, discount, total, tax } = result.totals;
        expect(total).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(subtotal);
        expect(total).toBe(subtotal - discount + tax);
        // The coupons' amounts and the lines' discounts are two views of the same minor units.
        expect(result.coupons.reduce((s, c) => s + c.discount, 0)).toBe(discount);
        expect(result.lines.reduce((s, l) => s + l.discount, 0)).toBe(discount);
      }),
    );
  });

  it("rounds a lone percent coupon once, half up, on the whole eligible subtotal", () => {
    fc.assert(
      fc.property(linesArb, fc.integer({ min: 0, max: BASIS_POINTS_PER_WHOLE }), (lines, bp) => {
        const result = calculateCartTotals(lines, [{ ...everything, code: "p", type: "percent", amount: bp }]);
        const exact = (result.totals.subtotal * bp) / BASIS_POINTS_PER_WHOLE;
        expect(result.totals.discount).toBe(Math.floor(exact + 0.5));
      }),
    );
  });

  it("takes exactly a fixed cart amount, or the whole cart when it is smaller", () => {
    fc.assert(
      fc.property(linesArb, fc.integer({ min: 0, max: 5_000_000 }), (lines, amount) => {
        const result = calculateCartTotals(lines, [{ ...everything, code: "f", type: "fixed_cart", amount }]);
        expect(result.totals.discount).toBe(Math.min(amount, result.totals.subtotal));
      }),
    );
  });

  it("takes a fixed product amount per unit, capped by each line", () => {
    fc.assert(
      fc.property(linesArb, fc.integer({ min: 0, max: 100_000 }), (lines, amount) => {
        const result = calculateCartTotals(lines, [{ ...everything, code: "f", type: "fixed_product", amount }]);
        const expected = lines.reduce((s, l) => s + Math.min(amount * l.quantity, l.unitPrice * l.quantity), 0);
        expect(result.totals.discount).toBe(expected);
      }),
    );
  });

  it("spreads a fixed cart discount in proportion to the lines", () => {
    const lines: PricedLine[] = [
      { key: "a", productId: 1, variationId: null, categoryIds: [], onSale: false, quantity: 1, unitPrice: 1000 },
      { key: "b", productId: 2, variationId: null, categoryIds: [], onSale: false, quantity: 2, unitPrice: 1000 },
    ];
    const result = calculateCartTotals(lines, [{ ...everything, code: "ten", type: "fixed_cart", amount: 1000 }]);
    expect(result.lines.map((l) => l.discount)).toEqual([333, 667]);
    expect(result.totals).toEqual({ subtotal: 3000, discount: 1000, tax: 0, total: 2000 });
  });

  it("only discounts eligible lines", () => {
    const lines: PricedLine[] = [
      { key: "a", productId: 1, variationId: null, categoryIds: [7], onSale: false, quantity: 1, unitPrice: 1000 },
      { key: "b", productId: 2, variationId: null, categoryIds: [], onSale: true, quantity: 1, unitPrice: 1000 },
    ];
    const onlyCategory = calculateCartTotals(lines, [{ ...everything, code: "c", type: "percent", amount: 1000, categoryIds: [7] }]);
    expect(onlyCategory.lines.map((l) => l.discount)).toEqual([100, 0]);
    const noSale = calculateCartTotals(lines, [{ ...everything, code: "s", type: "fixed_cart", amount: 500, excludeSaleItems: true }]);
    expect(noSale.lines.map((l) => l.discount)).toEqual([500, 0]);
  });

  it("rejects prices that are not whole minor units", () => {
    expect(() => calculateCartTotals([{ key: "a", productId: 1, variationId: null, categoryIds: [], onSale: false, quantity: 1, unitPrice: 9.99 }], [])).toThrow();
  });
});
