import { describe, expect, it } from "vitest";
import type { ProductAttribute } from "../../../../server/catalog/catalog.ts";
import { variationFixture } from "../variations/variation-fixture.ts";
import { additionalInformationRows, formatDimensions, formatWeight, variationMeasures } from "./additional-information.ts";

const units = { weight: "kg", dimension: "cm", locale: "en-US" };
const noSize = { length: null, width: null, height: null };
const none = { anyWeight: false, anyDimensions: false };
const color: ProductAttribute = {
  key: "pa_color",
  name: "Color",
  global: true,
  visible: true,
  usedForVariations: true,
  options: [
    { slug: "red", name: "Red" },
    { slug: "blue", name: "Blue" },
  ],
  defaultOption: null,
};

describe("formatting", () => {
  it("formats weight and the dimensions that are set", () => {
    expect(formatWeight("1.5", "kg", "en-US")).toBe("1.5 kg");
    expect(formatWeight("1.5", "kg", "de-DE")).toBe("1,5 kg");
    expect(formatWeight(null, "kg", "en-US")).toBeNull();
    expect(formatDimensions({ length: "10", width: "20", height: "5" }, "cm", "en-US")).toBe("10 × 20 × 5 cm");
    expect(formatDimensions({ length: "10", width: null, height: "5" }, "in", "en-US")).toBe("10 × 5 in");
    expect(formatDimensions(noSize, "cm", "en-US")).toBeNull();
  });
});

describe("additionalInformationRows", () => {
  it("lists weight, dimensions and visible attributes", () => {
    const rows = additionalInformationRows({ weight: "2", dimensions: { length: "1", width: "2", height: "3" }, attributes: [color, { ...color, key: "hidden", visible: false }] }, null, none, units);
    expect(rows.map((row) => [row.label, row.text])).toEqual([
      ["Weight", "2 kg"],
      ["Dimensions", "1 × 2 × 3 cm"],
      ["Color", "Red, Blue"],
    ]);
  });

  it("leaves out weight and dimensions nobody has", () => {
    expect(additionalInformationRows({ weight: null, dimensions: noSize, attributes: [] }, null, none, units)).toEqual([]);
  });

  it("shows the chosen variation's measures, and N/A for the parent without its own", () => {
    const variation = variationFixture(1, {}, { weight: "3" });
    const measures = { anyWeight: true, anyDimensions: false };
    expect(additionalInformationRows({ weight: null, dimensions: noSize, attributes: [] }, variation, measures, units)).toEqual([
      { key: "weight", label: "Weight", text: "3 kg" },
    ]);
    expect(additionalInformationRows({ weight: null, dimensions: noSize, attributes: [] }, null, measures, units)).toEqual([
      { key: "weight", label: "Weight", text: "N/A" },
    ]);
  });
});

describe("variationMeasures", () => {
  it("notices weights and sizes on any variation", () => {
    expect(variationMeasures(null)).toEqual(none);
    expect(variationMeasures([variationFixture(1, {}), variationFixture(2, {}, { weight: "1", dimensions: { ...noSize, width: "4" } })])).toEqual({ anyWeight: true, anyDimensions: true });
  });
});
