import { describe, expect, it } from "vitest";
import type { ProductAttribute } from "../../../../server/catalog/catalog.ts";
import { initialChoices } from "./initial-choices.ts";

function attribute(key: string, slugs: string[], defaultOption: string | null, usedForVariations = true): ProductAttribute {
  return {
    key,
    name: key,
    global: key.startsWith("pa_"),
    visible: true,
    usedForVariations,
    options: slugs.map((slug) => ({ slug, name: slug.toUpperCase() })),
    defaultOption,
  };
}

const attributes = [attribute("pa_color", ["red", "blue"], "blue"), attribute("size", ["s", "m"], null), attribute("material", ["cotton"], null, false)];

describe("initialChoices", () => {
  it("starts from the defaults, empty where there is none, only for variation attributes", () => {
    expect(initialChoices(attributes, "")).toEqual({ attribute_pa_color: "blue", attribute_size: "" });
  });

  it("prefers choices from the query string", () => {
    expect(initialChoices(attributes, "?attribute_pa_color=red&attribute_size=m")).toEqual({ attribute_pa_color: "red", attribute_size: "m" });
  });

  it("ignores query values that are not options", () => {
    expect(initialChoices(attributes, "?attribute_pa_color=green&attribute_size=")).toEqual({ attribute_pa_color: "blue", attribute_size: "" });
  });

  it("ignores a default that is no longer an option", () => {
    expect(initialChoices([attribute("size", ["s"], "xl")], "")).toEqual({ attribute_size: "" });
  });
});
