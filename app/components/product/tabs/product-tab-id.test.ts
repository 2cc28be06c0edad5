import { describe, expect, it } from "vitest";
import type { ProductAttribute } from "../../../../server/catalog/catalog.ts";
import { availableTabs } from "./product-tab-id.ts";

const noSize = { length: null, width: null, height: null };
const color: ProductAttribute = {
  key: "pa_color",
  name: "Color",
  global: true,
  visible: true,
  usedForVariations: true,
  options: [{ slug: "red", name: "Red" }],
  defaultOption: null,
};

describe("availableTabs", () => {
  it("shows every tab with something in it", () => {
    const product = { description: "<p>Soft</p>", weight: "1", dimensions: noSize, attributes: [], reviewsAllowed: true };
    expect(availableTabs(product, false)).toEqual(["description", "additional_information", "reviews"]);
  });

  it("leaves out an empty description, empty details and closed reviews", () => {
    const product = { description: "  ", weight: null, dimensions: noSize, attributes: [{ ...color, visible: false }], reviewsAllowed: false };
    expect(availableTabs(product, false)).toEqual([]);
  });

  it("counts visible attributes, any dimension and variation weights as additional information", () => {
    const base = { description: "", weight: null, dimensions: noSize, attributes: [], reviewsAllowed: false };
    expect(availableTabs({ ...base, attributes: [color] }, false)).toEqual(["additional_information"]);
    expect(availableTabs({ ...base, dimensions: { ...noSize, height: "3" } }, false)).toEqual(["additional_information"]);
    expect(availableTabs(base, true)).toEqual(["additional_information"]);
  });
});
