import { describe, expect, it } from "vitest";
import { variationFixture } from "../product/variations/variation-fixture.ts";
import { clampQuantity, limitsForProduct, limitsForVariation, parseQuantity, raiseToMinimum, stepDown, stepUp } from "./quantity-rules.ts";

describe("stepUp", () => {
  it("adds one step, counting a non-number as 0", () => {
    expect(stepUp("2", { max: null, step: 1 })).toBe("3");
    expect(stepUp("", { max: null, step: 1 })).toBe("1");
    expect(stepUp("abc", { max: null, step: 2 })).toBe("2");
  });

  it("uses step 1 when the step is unusable", () => {
    expect(stepUp("2", { max: null, step: Number.NaN })).toBe("3");
    expect(stepUp("2", { max: null, step: 0 })).toBe("3");
  });

  it("never goes above the maximum", () => {
    expect(stepUp("5", { max: 5, step: 1 })).toBe("5");
    expect(stepUp("4.5", { max: 5, step: 1 })).toBe("5");
    expect(stepUp("9", { max: 5, step: 1 })).toBe("5");
  });

  it("keeps decimal steps exact", () => {
    expect(stepUp("0.2", { max: null, step: 0.1 })).toBe("0.3");
  });
});

describe("stepDown", () => {
  it("takes one step off", () => {
    expect(stepDown("3", { min: 1, step: 1 })).toBe("2");
    expect(stepDown("0.3", { min: null, step: 0.1 })).toBe("0.2");
  });

  it("does not go below the minimum", () => {
    expect(stepDown("1", { min: 1, step: 1 })).toBe("1");
    expect(stepDown("3", { min: 2, step: 5 })).toBe("2");
    expect(stepDown("-4", { min: 1, step: 1 })).toBe("1");
  });

  it("uses 0 as the minimum when there is none", () => {
    expect(stepDown("0.5", { min: null, step: 1 })).toBe("0");
    expect(stepDown("1", { min: null, step: 1 })).toBe("0");
  });

  it("changes nothing at or below 0", () => {
    expect(stepDown("0", { min: null, step: 1 })).toBe("0");
    expect(stepDown("", { min: 0, step: 1 })).toBe("");
    expect(stepDown("-2", { min: null, step: 1 })).toBe("-2");
  });
});

describe("clampQuantity", () => {
  const limits = { min: 2, max: 10, step: 1, soldIndividually: false };

  it("defaults a non-number to the minimum", () => {
    expect(clampQuantity("", limits)).toBe("2");
    expect(clampQuantity("x", limits)).toBe("2");
  });

  it("clamps into the range", () => {
    expect(clampQuantity("1", limits)).toBe("2");
    expect(clampQuantity("11", limits)).toBe("10");
    expect(clampQuantity("4", limits)).toBe("4");
    expect(clampQuantity("40", { ...limits, max: null })).toBe("40");
  });

  it("fixes sold-individually items to 1", () => {
    expect(clampQuantity("7", { min: 1, max: null, step: 1, soldIndividually: true })).toBe("1");
  });
});

describe("raiseToMinimum", () => {
  it("raises values below the minimum and leaves others", () => {
    expect(raiseToMinimum("0", 1)).toBe("1");
    expect(raiseToMinimum("3", 1)).toBe("3");
    expect(raiseToMinimum("", 1)).toBe("");
  });
});

describe("parseQuantity", () => {
  it("treats blank text as not a number", () => {
    expect(parseQuantity(" ")).toBeNaN();
    expect(parseQuantity("2")).toBe(2);
  });
});

describe("limits", () => {
  it("takes a variation's min and max", () => {
    expect(limitsForVariation(variationFixture(1, {}, { min_qty: 2, max_qty: 8 }))).toEqual({ min: 2, max: 8, step: 1, soldIndividually: false });
  });

  it("fixes a sold-individually variation to 1 without maximum", () => {
    expect(limitsForVariation(variationFixture(1, {}, { is_sold_individually: "yes", min_qty: 3, max_qty: 8 }))).toEqual({
      min: 1,
      max: null,
      step: 1,
      soldIndividually: true,
    });
  });

  const stock = { manageStock: false, quantity: null, status: "instock" as const, backorders: "no" as const, lowStockAmount: null };

  it("caps a simple product at its stock unless it can be backordered", () => {
    const product = { soldIndividually: false, minQuantity: null, maxQuantity: null, stock };
    expect(limitsForProduct(product)).toEqual({ min: 1, max: null, step: 1, soldIndividually: false });
    expect(limitsForProduct({ ...product, stock: { ...stock, manageStock: true, quantity: 4 } }).max).toBe(4);
    expect(limitsForProduct({ ...product, stock: { ...stock, manageStock: true, quantity: 4, backorders: "yes" } }).max).toBeNull();
    expect(limitsForProduct({ ...product, minQuantity: 2, maxQuantity: 6 })).toMatchObject({ min: 2, max: 6 });
    expect(limitsForProduct({ ...product, soldIndividually: true })).toMatchObject({ min: 1, max: null, soldIndividually: true });
  });
});
