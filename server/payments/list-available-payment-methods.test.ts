import { describe, expect, it } from "vitest";
import { codAllowedFor } from "./list-available-payment-methods.ts";

describe("cash on delivery's shipping-method limit", () => {
  it("goes with anything (no shipping included) when it is not limited", () => {
    expect(codAllowedFor([], [])).toBe(true);
    expect(codAllowedFor([], ["flat_rate:1"])).toBe(true);
  });

  it("takes every instance of a method type, and only the named instance of an instance reference", () => {
    expect(codAllowedFor(["flat_rate"], ["flat_rate:3"])).toBe(true);
    expect(codAllowedFor(["local_pickup:2"], ["local_pickup:2"])).toBe(true);
    expect(codAllowedFor(["local_pickup:2"], ["local_pickup:5"])).toBe(false);
    expect(codAllowedFor(["flat_rate"], ["free_shipping:1"])).toBe(false);
    expect(codAllowedFor(["flat_rate"], [])).toBe(false);
  });
});
