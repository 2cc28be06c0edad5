import { describe, expect, it } from "vitest";
import { parseMoney, plainAmount } from "./parse-money.ts";

describe("parseMoney", () => {
  it("reads a decimal amount as minor units of the currency (2 digits for USD, 0 for JPY, 3 for KWD)", () => {
    expect(parseMoney("12.50", "USD")).toBe(1250);
    expect(parseMoney("12.5", "USD")).toBe(1250);
    expect(parseMoney("12", "USD")).toBe(1200);
    expect(parseMoney("0.01", "USD")).toBe(1);
    expect(parseMoney(" 7.25 ", "GBP")).toBe(725);
    expect(parseMoney("1500", "JPY")).toBe(1500);
    expect(parseMoney("1.234", "KWD")).toBe(1234);
  });

  it("refuses more decimals than the currency has, signs, exponents, grouping, symbols and empty text", () => {
    for (const text of ["12.505", "-5", "+5", "1e3", "1,000", "$5", "", ".5", "5.", "12.50.1", "abc", "Infinity"]) expect(parseMoney(text, "USD")).toBeNull();
    expect(parseMoney("10.5", "JPY")).toBeNull();
  });

  it("refuses an amount too large to count exactly", () => {
    expect(parseMoney("99999999999999999", "USD")).toBeNull();
  });
});

describe("plainAmount", () => {
  it("writes minor units as the decimal parseMoney reads back", () => {
    expect(plainAmount(1250, "USD")).toBe("12.50");
    expect(plainAmount(5, "USD")).toBe("0.05");
    expect(plainAmount(1500, "JPY")).toBe("1500");
    expect(plainAmount(1234, "KWD")).toBe("1.234");
    for (const [minor, currency] of [[1, "USD"], [99999, "EUR"], [7, "JPY"], [10, "KWD"]] as const) expect(parseMoney(plainAmount(minor, currency), currency)).toBe(minor);
  });
});
