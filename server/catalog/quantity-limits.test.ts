import { describe, expect, it } from "vitest";
import { fieldMaximum, quantityLimits, type QuantityRules } from "./quantity-limits.ts";

const free: QuantityRules = { soldIndividually: false, minQuantity: null, maxQuantity: null, stock: { manageStock: false, quantity: null, backorders: "no" } };
const stocked = (quantity: number, backorders: "no" | "notify" | "yes" = "no"): QuantityRules["stock"] => ({ manageStock: true, quantity, backorders });

describe("quantityLimits", () => {
  it("has no maximum and a minimum of 1 when nothing limits the item", () => {
    expect(quantityLimits(free)).toEqual({ min: 1, max: null, ruleMax: null, stockLimit: null, soldIndividually: false });
  });

  it("caps at the smaller of the item's maximum and managed stock", () => {
    expect(quantityLimits({ ...free, maxQuantity: 10, stock: stocked(4) })).toMatchObject({ max: 4, ruleMax: 10, stockLimit: 4 });
    expect(quantityLimits({ ...free, maxQuantity: 3, stock: stocked(8) })).toMatchObject({ max: 3, ruleMax: 3, stockLimit: 8 });
  });

  it("lets backorders lift the stock cap, and never goes below zero stock", () => {
    expect(quantityLimits({ ...free, stock: stocked(4, "notify") })).toMatchObject({ max: null, stockLimit: null });
    expect(quantityLimits({ ...free, stock: stocked(-3) })).toMatchObject({ max: 0, stockLimit: 0 });
  });

  it("fixes a sold-individually item at one, whatever its own minimum", () => {
    expect(quantityLimits({ ...free, soldIndividually: true, minQuantity: 2, maxQuantity: 5 })).toEqual({ min: 1, max: 1, ruleMax: 1, stockLimit: null, soldIndividually: true });
  });

  it("keeps the item's minimum otherwise", () => {
    expect(quantityLimits({ ...free, minQuantity: 2, maxQuantity: 6 })).toMatchObject({ min: 2, max: 6 });
  });
});

describe("fieldMaximum", () => {
  it("offers no maximum for a sold-individually item or one with nothing left, else the cap", () => {
    expect(fieldMaximum(quantityLimits({ ...free, soldIndividually: true }))).toBeNull();
    expect(fieldMaximum(quantityLimits({ ...free, stock: stocked(0) }))).toBeNull();
    expect(fieldMaximum(quantityLimits({ ...free, maxQuantity: 6 }))).toBe(6);
  });
});
