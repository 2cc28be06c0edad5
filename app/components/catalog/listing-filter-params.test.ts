import { describe, expect, it } from "vitest";
import { MAX_FILTERED_ATTRIBUTES, MAX_TERMS_PER_ATTRIBUTE } from "../../../server/catalog/listing-filters.ts";
import { filterParamPairs, parseFilterParams, toggleTerm, type FilterState } from "./listing-filter-params.ts";

const parse = (query: string) => parseFilterParams(new URLSearchParams(query), "USD");

describe("the sidebar's filter parameters", () => {
  it("reads WooCommerce's names: prices in the major unit, comma-separated terms, query_type or (and when absent)", () => {
    expect(parse("min_price=10&max_price=25.5&filter_colour=blue,red&query_type_colour=or&filter_size=m")).toEqual({
      minPrice: 1000,
      maxPrice: 2550,
      attributes: [
        { slug: "colour", terms: ["blue", "red"], queryType: "or" },
        { slug: "size", terms: ["m"], queryType: "and" },
      ],
    });
  });

  it("ignores prices that are not plain amounts of the currency and empty or repeated terms", () => {
    expect(parse("min_price=-5&max_price=1e3&filter_colour=,blue,,blue, &filter_=x&filter_size=")).toEqual({
      minPrice: null,
      maxPrice: null,
      attributes: [{ slug: "colour", terms: ["blue"], queryType: "and" }],
    });
    expect(parse("min_price=1.234&max_price=99999999999999999999").minPrice).toBeNull();
  });

  it("bounds how many attributes and terms an address can ask for", () => {
    const many = Array.from({ length: 30 }, (_, i) => `filter_a${i}=${Array.from({ length: 50 }, (_, j) => `t${j}`).join(",")}`).join("&");
    const parsed = parse(many);
    expect(parsed.attributes).toHaveLength(MAX_FILTERED_ATTRIBUTES);
    expect(parsed.attributes.every((a) => a.terms.length === MAX_TERMS_PER_ATTRIBUTE)).toBe(true);
  });

  it("writes the filters back in a stable order, prices without empty decimals", () => {
    const state: FilterState = { minPrice: 1000, maxPrice: 2550, attributes: [{ slug: "colour", queryType: "or", terms: ["blue", "red"] }] };
    expect(filterParamPairs(state, "USD")).toEqual([["min_price", "10"], ["max_price", "25.50"], ["filter_colour", "blue,red"], ["query_type_colour", "or"]]);
  });

  it("adds a term as an or-filter, and takes a chosen one off (with its attribute when it was the last)", () => {
    const none: FilterState = { minPrice: null, maxPrice: null, attributes: [] };
    const blue = toggleTerm(none, "colour", "blue");
    expect(blue.attributes).toEqual([{ slug: "colour", queryType: "or", terms: ["blue"] }]);
    expect(toggleTerm(blue, "colour", "red").attributes[0]?.terms).toEqual(["blue", "red"]);
    expect(toggleTerm(blue, "colour", "blue").attributes).toEqual([]);
  });
});
