import { describe, expect, it } from "vitest";
import { selectionOutcome } from "./selection-outcome.ts";
import { availabilityFixture, variationFixture } from "./variation-fixture.ts";

const COLOR = "attribute_pa_color";
const SIZE = "attribute_size";
const fields = [COLOR, SIZE];
const redSmall = { [COLOR]: "red", [SIZE]: "s" };
const blueLarge = { [COLOR]: "blue", [SIZE]: "l" };
const blueSmall = { [COLOR]: "blue", [SIZE]: "s" };

describe("selectionOutcome with embedded variations", () => {
  const variations = [variationFixture(1, redSmall), variationFixture(2, blueLarge, { is_in_stock: false })];

  it("shows the matching variation without a lookup", () => {
    expect(selectionOutcome(fields, redSmall, variations, null)).toEqual({ known: variations[0], variation: variations[0], noMatch: false, lookUp: false });
  });

  it("reports no match for a combination no variation has", () => {
    expect(selectionOutcome(fields, blueSmall, variations, null)).toEqual({ known: null, variation: null, noMatch: true, lookUp: false });
  });

  it("does nothing until every attribute is chosen", () => {
    expect(selectionOutcome(fields, { [COLOR]: "red", [SIZE]: "" }, variations, null)).toEqual({ known: null, variation: null, noMatch: false, lookUp: false });
  });
});

describe("selectionOutcome with only the index (too many variations to embed)", () => {
  const index = [availabilityFixture(1, redSmall), availabilityFixture(2, blueLarge, { is_in_stock: false }), availabilityFixture(3, { [COLOR]: "green", [SIZE]: "" })];

  it("looks up a combination the index has, knowing its availability already", () => {
    expect(selectionOutcome(fields, redSmall, null, index)).toEqual({ known: index[0], variation: null, noMatch: false, lookUp: true });
    const soldOut = selectionOutcome(fields, blueLarge, null, index);
    expect(soldOut).toMatchObject({ lookUp: true, noMatch: false });
    expect(soldOut.known?.is_in_stock).toBe(false);
  });

  it("matches 'any' values in the index", () => {
    expect(selectionOutcome(fields, { [COLOR]: "green", [SIZE]: "m" }, null, index).known?.variation_id).toBe(3);
  });

  it("reports no match without a request for a combination the index lacks", () => {
    expect(selectionOutcome(fields, blueSmall, null, index)).toEqual({ known: null, variation: null, noMatch: true, lookUp: false });
  });

  it("does nothing until every attribute is chosen", () => {
    expect(selectionOutcome(fields, { [COLOR]: "blue" }, null, index)).toEqual({ known: null, variation: null, noMatch: false, lookUp: false });
  });

  it("looks up every complete selection when the page has no index", () => {
    expect(selectionOutcome(fields, blueSmall, null, null)).toEqual({ known: null, variation: null, noMatch: false, lookUp: true });
  });
});
