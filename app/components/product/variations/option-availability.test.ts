import { describe, expect, it } from "vitest";
import { optionStates, pruneUnavailableChoices, type VariationAttributeField } from "./option-availability.ts";
import { availabilityFixture, variationFixture } from "./variation-fixture.ts";

const COLOR = "attribute_pa_color";
const SIZE = "attribute_size";
const color: VariationAttributeField = { fieldName: COLOR, options: ["red", "blue", "green"] };
const size: VariationAttributeField = { fieldName: SIZE, options: ["s", "m", "l"] };

const variations = [
  variationFixture(1, { [COLOR]: "red", [SIZE]: "s" }),
  variationFixture(2, { [COLOR]: "red", [SIZE]: "m" }),
  variationFixture(3, { [COLOR]: "blue", [SIZE]: "l" }, { variation_is_active: false }),
  variationFixture(4, { [COLOR]: "green", [SIZE]: "" }),
];

const asObject = (states: Map<string, string>) => Object.fromEntries(states);

describe("optionStates", () => {
  it("offers every option some active variation reaches when nothing else is chosen", () => {
    expect(asObject(optionStates(color, variations, { [COLOR]: "", [SIZE]: "" }))).toEqual({ red: "enabled", blue: "disabled", green: "enabled" });
    expect(asObject(optionStates(size, variations, { [COLOR]: "", [SIZE]: "" }))).toEqual({ s: "enabled", m: "enabled", l: "enabled" });
  });

  it("removes options no variation matches given the other choices", () => {
    expect(asObject(optionStates(size, variations, { [COLOR]: "red", [SIZE]: "" }))).toEqual({ s: "enabled", m: "enabled", l: "removed" });
    expect(asObject(optionStates(color, variations, { [COLOR]: "", [SIZE]: "m" }))).toEqual({ red: "enabled", blue: "removed", green: "enabled" });
  });

  it("disables options only inactive variations match", () => {
    expect(asObject(optionStates(size, variations, { [COLOR]: "blue", [SIZE]: "" }))).toEqual({ s: "removed", m: "removed", l: "disabled" });
  });

  it("lets an 'any' variation reach every option", () => {
    expect(asObject(optionStates(size, variations, { [COLOR]: "green", [SIZE]: "s" }))).toEqual({ s: "enabled", m: "enabled", l: "enabled" });
  });

  it("ignores the select's own current value", () => {
    expect(asObject(optionStates(color, variations, { [COLOR]: "red", [SIZE]: "" }))).toEqual({ red: "enabled", blue: "disabled", green: "enabled" });
  });

  it("ignores option values a variation has that the select does not list", () => {
    const odd = [variationFixture(9, { [COLOR]: "purple", [SIZE]: "s" })];
    expect(asObject(optionStates(color, odd, {}))).toEqual({ red: "removed", blue: "removed", green: "removed" });
  });
});

describe("pruneUnavailableChoices", () => {
  it("keeps a consistent selection", () => {
    const choices = { [COLOR]: "red", [SIZE]: "m" };
    expect(pruneUnavailableChoices([color, size], variations, choices)).toEqual(choices);
  });

  it("clears a value no variation offers with the other choices", () => {
    expect(pruneUnavailableChoices([color, size], variations, { [COLOR]: "red", [SIZE]: "l" })).toEqual({ [COLOR]: "", [SIZE]: "l" });
  });

  it("keeps values that are offered but inactive", () => {
    const choices = { [COLOR]: "blue", [SIZE]: "l" };
    expect(pruneUnavailableChoices([color, size], variations, choices)).toEqual(choices);
  });

  it("clears values that are not options at all", () => {
    expect(pruneUnavailableChoices([color, size], variations, { [COLOR]: "mauve", [SIZE]: "s" })).toEqual({ [COLOR]: "", [SIZE]: "s" });
  });
});

describe("an index-only product (too many variations to embed)", () => {
  // The same variations as above, but only the compact index the page carries for large products.
  const index = [
    availabilityFixture(1, { [COLOR]: "red", [SIZE]: "s" }),
    availabilityFixture(2, { [COLOR]: "red", [SIZE]: "m" }),
    availabilityFixture(3, { [COLOR]: "blue", [SIZE]: "l" }, { variation_is_active: false }),
    availabilityFixture(4, { [COLOR]: "green", [SIZE]: "" }),
  ];

  it("removes and disables options exactly as with embedded variations", () => {
    expect(asObject(optionStates(size, index, { [COLOR]: "red", [SIZE]: "" }))).toEqual({ s: "enabled", m: "enabled", l: "removed" });
    expect(asObject(optionStates(size, index, { [COLOR]: "blue", [SIZE]: "" }))).toEqual({ s: "removed", m: "removed", l: "disabled" });
    const selections = [{}, { [COLOR]: "red" }, { [SIZE]: "m" }, { [COLOR]: "blue", [SIZE]: "l" }, { [COLOR]: "green", [SIZE]: "s" }];
    for (const choices of selections) {
      for (const field of [color, size]) expect(optionStates(field, index, choices)).toEqual(optionStates(field, variations, choices));
    }
  });

  it("prunes choices the index does not offer", () => {
    expect(pruneUnavailableChoices([color, size], index, { [COLOR]: "red", [SIZE]: "l" })).toEqual({ [COLOR]: "", [SIZE]: "l" });
    expect(pruneUnavailableChoices([color, size], index, { [COLOR]: "blue", [SIZE]: "l" })).toEqual({ [COLOR]: "blue", [SIZE]: "l" });
  });
});
