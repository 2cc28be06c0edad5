import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { postcodeMatches } from "./postcode-rule.ts";

describe("postcodeMatches", () => {
  it("matches an exact code ignoring case, spaces and dashes", () => {
    expect(postcodeMatches("sw1a 1aa", "SW1A1AA")).toBe(true);
    expect(postcodeMatches("90210-1234", "902101234")).toBe(true);
    expect(postcodeMatches("90211", "90210")).toBe(false);
  });

  it("matches a wildcard as a prefix", () => {
    expect(postcodeMatches("90210", "902*")).toBe(true);
    expect(postcodeMatches("90210", "90210*")).toBe(true);
    expect(postcodeMatches("SW1A 1AA", "SW1A*")).toBe(true);
    expect(postcodeMatches("SW2A 1AA", "SW1*")).toBe(false);
    expect(postcodeMatches("", "*")).toBe(true);
  });

  it("matches a numeric range by value, bounds included", () => {
    expect(postcodeMatches("1000", "1000...2000")).toBe(true);
    expect(postcodeMatches("2000", "1000...2000")).toBe(true);
    expect(postcodeMatches("1500", "1000 ... 2000")).toBe(true);
    expect(postcodeMatches("999", "1000...2000")).toBe(false);
    expect(postcodeMatches("20001", "1000...2000")).toBe(false);
    expect(postcodeMatches("1...2...3", "1...2...3")).toBe(false);
  });

  it("matches a range with letters through WooCommerce's numeric postcode", () => {
    expect(postcodeMatches("AB12", "AB1...AB9")).toBe(true);
    expect(postcodeMatches("AC12", "AB1...AB9")).toBe(false);
  });

  it("agrees with integer comparison for any numeric range", () => {
    fc.assert(
      fc.property(fc.nat(99_999), fc.nat(99_999), fc.nat(99_999), (a, b, p) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        expect(postcodeMatches(String(p), `${min}...${max}`)).toBe(p >= min && p <= max);
      }),
    );
  });

  it("matches prefix* for every postcode that starts with the prefix", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{0,4}$/), fc.stringMatching(/^[A-Z0-9]{0,4}$/), (prefix, rest) => {
        expect(postcodeMatches(prefix + rest, `${prefix}*`)).toBe(true);
      }),
    );
  });
});
