import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { spreadInProportion } from "../money/spread-in-proportion.ts";
import { orderDisplay } from "./order-display.ts";
import type { OrderLine, OrderTaxDisplay } from "./orders.ts";

const line = (subtotal: number, total: number, subtotalTax: number, tax: number): OrderLine => ({
  productId: 1,
  variationId: null,
  name: "Mug",
  sku: null,
  attributes: [],
  quantity: 1,
  subtotal,
  total,
  subtotalTax,
  tax,
  taxes: {},
  taxClass: "",
});

describe("orderDisplay", () => {
  // 2 × 10.00 without tax, 4.00 off, 5.00 shipping, 20% VAT: 3.20 on the items, 1.00 on shipping.
  const order = {
    pricesIncludeTax: false,
    lines: [line(2000, 1600, 400, 320)],
    couponLines: [{ code: "save4", discount: 400 }],
    shippingLines: [{ methodId: "flat_rate:1", label: "Flat rate", cost: 500, tax: 100, taxes: {} }],
    totals: { subtotal: 2000, discount: 400, shipping: 500, tax: 420, total: 2520 },
  };

  it("an order the checkout showed with tax shows its lines, subtotal, discount and shipping with tax, labelled (incl. tax)", () => {
    expect(orderDisplay({ ...order, taxDisplay: "incl" })).toEqual({
      prices: "incl",
      label: "incl",
      lineSubtotals: [2400],
      subtotal: 2400,
      discount: 480,
      couponDiscounts: [480],
      shippingCosts: [600],
      shipping: 600,
    });
  });

  it("an order the checkout showed without tax shows its amounts as recorded, unlabelled", () => {
    expect(orderDisplay({ ...order, taxDisplay: "excl" })).toMatchObject({ label: null, lineSubtotals: [2000], subtotal: 2000, discount: 400, shippingCosts: [500] });
  });

  it("an order of prices entered with tax, shown without, takes the tax out, labelled (ex. tax)", () => {
    const gross = { ...order, pricesIncludeTax: true, lines: [line(1200, 1200, 200, 200)], couponLines: [], totals: { subtotal: 1200, discount: 0, shipping: 500, tax: 300, total: 1800 } };
    expect(orderDisplay({ ...gross, taxDisplay: "excl" })).toMatchObject({ label: "excl", lineSubtotals: [1000], subtotal: 1000, shippingCosts: [500] });
  });

  it("whatever it recorded, the rows an order shows add up to its total", () => {
    const arbitraryLine = fc.record({ subtotal: fc.integer({ min: 0, max: 100_000 }), off: fc.integer({ min: 0, max: 100 }), basisPoints: fc.integer({ min: 0, max: 250_000 }) });
    fc.assert(
      fc.property(fc.array(arbitraryLine, { minLength: 1, maxLength: 5 }), fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 3 }), fc.integer({ min: 0, max: 5000 }), fc.boolean(), fc.constantFrom<OrderTaxDisplay>("incl", "excl"), (shapes, couponWeights, shippingCost, pricesIncludeTax, taxDisplay) => {
        const taxOf = (amount: number, basisPoints: number) => Math.round(pricesIncludeTax ? amount - amount / (1 + basisPoints / 1_000_000) : (amount * basisPoints) / 1_000_000);
        const lines = shapes.map((s) => {
          const total = couponWeights.length === 0 ? s.subtotal : s.subtotal - Math.floor((s.subtotal * s.off) / 100);
          return line(s.subtotal, total, taxOf(s.subtotal, s.basisPoints), taxOf(total, s.basisPoints));
        });
        const subtotal = lines.reduce((sum, l) => sum + l.subtotal, 0);
        const discount = lines.reduce((sum, l) => sum + l.subtotal - l.total, 0);
        const itemsTax = lines.reduce((sum, l) => sum + l.tax, 0);
        const shippingTax = Math.round(shippingCost / 5);
        const total = subtotal - discount + (pricesIncludeTax ? 0 : itemsTax) + shippingCost + shippingTax;
        const couponLines = spreadInProportion(discount, couponWeights).map((share, i) => ({ code: `c${i}`, discount: share }));
        const shown = orderDisplay({
          taxDisplay,
          pricesIncludeTax,
          lines,
          couponLines,
          shippingLines: [{ methodId: "s", label: "S", cost: shippingCost, tax: shippingTax, taxes: {} }],
          totals: { subtotal, discount, shipping: shippingCost, tax: itemsTax + shippingTax, total },
        });
        const taxRows = taxDisplay === "excl" ? itemsTax + shippingTax : 0;
        expect(shown.subtotal - shown.discount + shown.shipping + taxRows).toBe(total);
        if (couponLines.length > 0) expect(shown.couponDiscounts.reduce((a, b) => a + b, 0)).toBe(shown.discount);
      }),
    );
  });
});
