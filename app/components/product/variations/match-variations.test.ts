import { describe, expect, it } from "vitest";
import {
  attributeFieldName,
  findMatchingVariations,
  findVariationForSelection,
  hasAnyChoice,
  isSelectionComplete,
  variationMatches,
} from "./match-variations.ts";
import { variationFixture } from "./variation-fixture.ts";

const COLOR = "attribute_pa_color";
const SIZE = "attribute_size";
const fields = [COLOR, SIZE];
const redSmall = variationFixture(1, { [COLOR]: "red", [SIZE]: "s" });
const redAny = variationFixture(2, { [COLOR]: "red", [SIZE]: "" });
const blueLarge = variationFixture(3, { [COLOR]: "blue", [SIZE]: "l" });

describe("attributeFieldName", () => {
  it("prefixes the attribute key as WooCommerce's form fields do", () => {
    expect(attributeFieldName("pa_color")).toBe("attribute_pa_color");
  });
});

describe("variationMatches", () => {
  it("matches equal values and treats empty on either side as any", () => {
    expect(variationMatches(redSmall.attributes, { [COLOR]: "red", [SIZE]: "s" })).toBe(true);
    expect(variationMatches(redSmall.attributes, { [COLOR]: "red", [SIZE]: "" })).toBe(true);
    expect(variationMatches(redAny.attributes, { [COLOR]: "red", [SIZE]: "xl" })).toBe(true);
    expect(variationMatches(redSmall.attributes, {})).toBe(true);
  });

  it("rejects two different chosen values", () => {
    expect(variationMatches(redSmall.attributes, { [COLOR]: "blue" })).toBe(false);
    expect(variationMatches(redSmall.attributes, { [COLOR]: "red", [SIZE]: "l" })).toBe(false);
  });

  it("ignores choices for attributes the variation does not have", () => {
    expect(variationMatches({ [COLOR]: "red" }, { [COLOR]: "red", attribute_other: "x" })).toBe(true);
  });
});

describe("findMatchingVariations", () => {
  it("keeps every variation that fits, in order", () => {
    expect(findMatchingVariations([redSmall, redAny, blueLarge], { [COLOR]: "red" }).map((v) => v.variation_id)).toEqual([1, 2]);
  });
});

describe("selection", () => {
  it("is complete only when every select has a value", () => {
    expect(isSelectionComplete(fields, { [COLOR]: "red", [SIZE]: "s" })).toBe(true);
    expect(isSelectionComplete(fields, { [COLOR]: "red", [SIZE]: "" })).toBe(false);
    expect(isSelectionComplete(fields, { [COLOR]: "red" })).toBe(false);
  });

  it("has a choice when any select has a value", () => {
    expect(hasAnyChoice({ [COLOR]: "", [SIZE]: "" })).toBe(false);
    expect(hasAnyChoice({ [COLOR]: "", [SIZE]: "s" })).toBe(true);
  });
});

describe("findVariationForSelection", () => {
  const all = [redSmall, redAny, blueLarge];

  it("finds nothing until every attribute is chosen", () => {
    expect(findVariationForSelection(all, fields, { [COLOR]: "blue", [SIZE]: "" })).toBeNull();
  });

  it("takes the first match of a complete selection", () => {
    expect(findVariationForSelection(all, fields, { [COLOR]: "red", [SIZE]: "s" })?.variation_id).toBe(1);
    expect(findVariationForSelection(all, fields, { [COLOR]: "red", [SIZE]: "m" })?.variation_id).toBe(2);
    expect(findVariationForSelection(all, fields, { [COLOR]: "blue", [SIZE]: "l" })?.variation_id).toBe(3);
  });

  it("returns null when no variation matches", () => {
    expect(findVariationForSelection(all, fields, { [COLOR]: "blue", [SIZE]: "s" })).toBeNull();
  });
});
