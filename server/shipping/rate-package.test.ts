import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ratePackage, type RatingContext } from "./rate-package.ts";
import { flatRateSettingsSchema, freeShippingSettingsSchema, localPickupSettingsSchema, type ShippablePackageItem, type ShippingMethod } from "./shipping.ts";

const context = (overrides: Partial<RatingContext> = {}): RatingContext => ({ shippingClasses: new Set(["bulky", "small"]), currencyDigits: 2, freeShippingCoupon: false, ...overrides });

function item(overrides: Partial<ShippablePackageItem> = {}): ShippablePackageItem {
  return { key: "k", quantity: 1, lineTotal: 1000, lineSubtotal: 1000, shippingClass: "", virtual: false, ...overrides };
}

function flatRate(id: number, settings: Record<string, unknown>, extra: Partial<ShippingMethod> = {}): ShippingMethod {
  return { id, zoneId: 1, type: "flat_rate", title: "Flat rate", enabled: true, order: id, settings: flatRateSettingsSchema.parse(settings), ...extra } as ShippingMethod;
}
function freeShipping(id: number, settings: Record<string, unknown>): ShippingMethod {
  return { id, zoneId: 1, type: "free_shipping", title: "Free shipping", enabled: true, order: id, settings: freeShippingSettingsSchema.parse(settings) };
}
function localPickup(id: number, settings: Record<string, unknown>): ShippingMethod {
  return { id, zoneId: 1, type: "local_pickup", title: "Local pickup", enabled: true, order: id, settings: localPickupSettingsSchema.parse(settings) };
}

describe("ratePackage: flat rate", () => {
  it("charges the base cost per order with the rate id type:method id and its tax status", () => {
    expect(ratePackage([flatRate(3, { cost: "5.00" })], [item({ quantity: 4 })], context())).toEqual([
      { id: "flat_rate:3", methodId: 3, type: "flat_rate", label: "Flat rate", cost: 500, taxable: true },
    ]);
    expect(ratePackage([flatRate(3, { cost: "5", taxStatus: "none" })], [item()], context())[0]?.taxable).toBe(false);
  });

  it("charges per item with [qty] and by value with [cost], counting only shipped items", () => {
    const items = [item({ quantity: 3, lineTotal: 3000 }), item({ quantity: 5, lineTotal: 9999, virtual: true })];
    expect(ratePackage([flatRate(1, { cost: "2 * [qty] + [fee percent=\"10\"]" })], items, context())[0]?.cost).toBe(600 + 300);
  });

  it("adds each class's cost per class, and only the highest per order", () => {
    const settings = { cost: "1", classCosts: { bulky: "10", small: "2 * [qty]" }, noClassCost: "3" };
    const items = [item({ shippingClass: "bulky" }), item({ shippingClass: "small", quantity: 2 }), item({ shippingClass: "" })];
    expect(ratePackage([flatRate(1, settings)], items, context())[0]?.cost).toBe(100 + 1000 + 400 + 300);
    expect(ratePackage([flatRate(1, { ...settings, calculationType: "order" })], items, context())[0]?.cost).toBe(100 + 1000);
  });

  it("charges the no-class cost for a class that does not exist, and no class costs when no class exists", () => {
    const settings = { cost: "1", classCosts: { bulky: "10" }, noClassCost: "3" };
    expect(ratePackage([flatRate(1, settings)], [item({ shippingClass: "gone" })], context())[0]?.cost).toBe(400);
    expect(ratePackage([flatRate(1, settings)], [item({ shippingClass: "bulky" })], context({ shippingClasses: new Set() }))[0]?.cost).toBe(100);
  });

  it("offers no rate when no cost is set at all, a rate of 0 when the cost is 0", () => {
    expect(ratePackage([flatRate(1, {})], [item()], context())).toEqual([]);
    expect(ratePackage([flatRate(1, { cost: "0" })], [item()], context())[0]?.cost).toBe(0);
    expect(ratePackage([flatRate(1, { classCosts: { bulky: "7" } })], [item()], context())).toEqual([]);
    expect(ratePackage([flatRate(1, { classCosts: { bulky: "7" } })], [item({ shippingClass: "bulky" })], context())[0]?.cost).toBe(700);
  });

  it("offers no rate when a formula divides by zero, and never a negative cost", () => {
    expect(ratePackage([flatRate(1, { cost: "5 / ([qty] - 1)" })], [item()], context())).toEqual([]);
    expect(ratePackage([flatRate(1, { cost: "1 - 5" })], [item()], context())[0]?.cost).toBe(0);
  });
});

describe("ratePackage: free shipping", () => {
  const cart = [item({ lineSubtotal: 10000, lineTotal: 9000 })];

  it("is available always, with a coupon, over a minimum, either or both, as set", () => {
    const available = (settings: Record<string, unknown>, coupon: boolean) => ratePackage([freeShipping(2, settings)], cart, context({ freeShippingCoupon: coupon })).length === 1;
    expect(available({}, false)).toBe(true);
    expect(available({ requires: "coupon" }, false)).toBe(false);
    expect(available({ requires: "coupon" }, true)).toBe(true);
    expect(available({ requires: "min_amount", minAmount: 9000 }, false)).toBe(true);
    expect(available({ requires: "min_amount", minAmount: 9001 }, false)).toBe(false);
    expect(available({ requires: "either", minAmount: 9001 }, true)).toBe(true);
    expect(available({ requires: "both", minAmount: 9000 }, false)).toBe(false);
    expect(available({ requires: "both", minAmount: 9000 }, true)).toBe(true);
  });

  it("compares the minimum with the subtotal before discounts when told to ignore them", () => {
    expect(ratePackage([freeShipping(2, { requires: "min_amount", minAmount: 10000, ignoreDiscounts: true })], cart, context())).toHaveLength(1);
  });

  it("costs 0 and is not taxable", () => {
    expect(ratePackage([freeShipping(2, {})], cart, context())).toEqual([{ id: "free_shipping:2", methodId: 2, type: "free_shipping", label: "Free shipping", cost: 0, taxable: false }]);
  });

  it("is offered over the minimum for any cart and withheld under it", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ lineTotal: fc.nat(50_000), virtual: fc.boolean() }), { minLength: 1, maxLength: 6 }), fc.nat(100_000), (lines, minAmount) => {
        const items = [item({ lineTotal: 0 }), ...lines.map((l) => item({ ...l, lineSubtotal: l.lineTotal }))];
        const total = lines.reduce((sum, l) => sum + l.lineTotal, 0);
        expect(ratePackage([freeShipping(1, { requires: "min_amount", minAmount })], items, context())).toHaveLength(total >= minAmount ? 1 : 0);
      }),
    );
  });
});

describe("ratePackage", () => {
  it("rates local pickup at its cost, free by default", () => {
    expect(ratePackage([localPickup(4, {})], [item()], context())[0]).toEqual({ id: "local_pickup:4", methodId: 4, type: "local_pickup", label: "Local pickup", cost: 0, taxable: true });
    expect(ratePackage([localPickup(4, { cost: "1.50", taxStatus: "none" })], [item()], context())[0]).toMatchObject({ cost: 150, taxable: false });
  });

  it("lists enabled methods only, in method order", () => {
    const methods = [flatRate(1, { cost: "5" }, { order: 3 }), localPickup(2, {}), flatRate(3, { cost: "9" }, { enabled: false }), freeShipping(4, {})];
    expect(ratePackage(methods, [item()], context()).map((r) => r.id)).toEqual(["local_pickup:2", "flat_rate:1", "free_shipping:4"]);
  });

  it("offers nothing for a package of virtual items only", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 9 }), lineTotal: fc.nat(10_000) }), { maxLength: 5 }), (lines) => {
        const items = lines.map((l) => item({ ...l, virtual: true }));
        expect(ratePackage([flatRate(1, { cost: "5" }), freeShipping(2, {}), localPickup(3, {})], items, context())).toEqual([]);
      }),
    );
  });

  it("charges per class the sum, and per order the highest, of the class costs for any cart", () => {
    const classes = ["bulky", "small", ""] as const;
    const perClassCost = { bulky: 1000, small: 250, "": 100 } as const;
    fc.assert(
      fc.property(fc.array(fc.record({ shippingClass: fc.constantFrom(...classes), quantity: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 8 }), (lines) => {
        const settings = { cost: "2", classCosts: { bulky: "10", small: "2.50" }, noClassCost: "1" };
        const items = lines.map((l) => item(l));
        const present = [...new Set(lines.map((l) => l.shippingClass))].map((c) => perClassCost[c]);
        expect(ratePackage([flatRate(1, settings)], items, context())[0]?.cost).toBe(200 + present.reduce((a, b) => a + b, 0));
        expect(ratePackage([flatRate(1, { ...settings, calculationType: "order" })], items, context())[0]?.cost).toBe(200 + Math.max(...present));
      }),
    );
  });
});
