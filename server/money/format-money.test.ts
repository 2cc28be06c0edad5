import { describe, expect, it } from "vitest";
import { currencyDigits, describePrice, formatMoney } from "./format-money.ts";

const usd = { currency: "USD", locale: "en-US" };

describe("formatMoney", () => {
  it("formats minor units with the currency's own digits", () => {
    expect(formatMoney(1999, "USD", "en-US")).toBe("$19.99");
    expect(formatMoney(0, "USD", "en-US")).toBe("$0.00");
    expect(formatMoney(1500, "JPY", "ja-JP")).toBe("￥1,500");
    expect(formatMoney(1250, "EUR", "de-DE")).toBe("12,50\u00a0€");
    expect(currencyDigits("JPY", "en-US")).toBe(0);
    expect(currencyDigits("KWD", "en-US")).toBe(3);
  });
  it("refuses fractions of a minor unit", () => {
    expect(() => formatMoney(10.5, "USD", "en-US")).toThrow(/integer/);
  });
});

describe("price display", () => {
  it("describes none, single, sale and range", () => {
    expect(describePrice({ priceMin: null, priceMax: null, regularPrice: null, onSale: false }, usd)).toEqual({ kind: "none" });
    expect(describePrice({ priceMin: 500, priceMax: 500, regularPrice: null, onSale: false }, usd)).toEqual({ kind: "single", amount: "$5.00" });
    expect(describePrice({ priceMin: 400, priceMax: 400, regularPrice: 500, onSale: true }, usd)).toEqual({
      kind: "sale",
      regular: "$5.00",
      current: "$4.00",
    });
    expect(describePrice({ priceMin: 400, priceMax: 900, regularPrice: null, onSale: true }, usd)).toEqual({
      kind: "range",
      min: "$4.00",
      max: "$9.00",
    });
  });
});
