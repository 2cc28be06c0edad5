import { describe, expect, it } from "vitest";
import { matchVariation, normaliseChosen } from "./match-variation.ts";

const keys = ["pa_color", "size"];
const candidates = [
  { id: 1, menuOrder: 0, attributes: { pa_color: "", size: "" } },
  { id: 2, menuOrder: 1, attributes: { pa_color: "blue", size: "" } },
  { id: 3, menuOrder: 2, attributes: { pa_color: "", size: "xl" } },
  { id: 4, menuOrder: 3, attributes: { pa_color: "blue", size: "xl" } },
];

describe("matchVariation", () => {
  it("prefers the most specific match", () => {
    expect(matchVariation(candidates, keys, { attribute_pa_color: "blue", attribute_size: "xl" })).toBe(4);
    expect(matchVariation(candidates, keys, { pa_color: "blue", size: "s" })).toBe(2);
    expect(matchVariation(candidates, keys, { pa_color: "red", size: "s" })).toBe(1);
  });
  it("keeps menu order among equally specific matches", () => {
    expect(matchVariation(candidates, keys, { pa_color: "red", size: "xl" })).toBe(3);
    const tied = [candidates[2]!, { id: 5, menuOrder: 4, attributes: { pa_color: "red", size: "" } }];
    expect(matchVariation(tied, keys, { pa_color: "red", size: "xl" })).toBe(3);
  });
  it("needs every attribute chosen", () => {
    expect(matchVariation(candidates, keys, { pa_color: "blue" })).toBeNull();
    expect(matchVariation(candidates, keys, { pa_color: "blue", size: "" })).toBeNull();
    expect(matchVariation(candidates, [], {})).toBeNull();
  });
  it("treats a missing value on the variation as any", () => {
    expect(matchVariation([{ id: 9, menuOrder: 0, attributes: {} }], keys, { pa_color: "x", size: "y" })).toBe(9);
    expect(matchVariation([{ id: 9, menuOrder: 0, attributes: { pa_color: "x" } }], keys, { pa_color: "z", size: "y" })).toBeNull();
  });
  it("normalises form keys", () => {
    expect([...normaliseChosen({ attribute_pa_color: "blue", size: "s", logo: "" })]).toEqual([["pa_color", "blue"], ["size", "s"]]);
  });
});
