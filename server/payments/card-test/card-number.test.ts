import { describe, expect, it } from "vitest";
import { cardBrand, checkCardFields, hasExpired, parseExpiry, passesLuhn } from "./card-number.ts";

const now = new Date("2026-11-24T12:00:00Z");

describe("card number checks", () => {
  it("accepts numbers whose Luhn check digit is right and refuses one digit off", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4000002760003184")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
  });

  it("names the brand from the leading digits", () => {
    expect(cardBrand("4242424242424242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("2223003122003222")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
    expect(cardBrand("6011111111111117")).toBe("discover");
    expect(cardBrand("9999999999999995")).toBe("unknown");
  });

  it("reads MM / YY with or without spaces, and a four-digit year", () => {
    expect(parseExpiry("12 / 34")).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry("1/30")).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry("07 / 2031")).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry("13 / 30")).toBeNull();
    expect(parseExpiry("1230")).toBeNull();
  });

  it("keeps a card good through the last day of its expiry month", () => {
    expect(hasExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(hasExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(hasExpired({ month: 12, year: 2025 }, now)).toBe(true);
  });

  it("reports every bad field at once with its own code", () => {
    expect(checkCardFields({ number: "4242 4242 4242 4241", expiry: "10 / 26", cvc: "12" }, now)).toEqual({
      ok: false,
      errors: [
        { field: "number", code: "card_number_invalid" },
        { field: "expiry", code: "card_expiry_past" },
        { field: "cvc", code: "card_cvc_invalid" },
      ],
    });
    expect(checkCardFields({ number: "4242 4242 4242 4242", expiry: "nope", cvc: "123" }, now)).toEqual({ ok: false, errors: [{ field: "expiry", code: "card_expiry_invalid" }] });
  });

  it("asks American Express for four security digits and other brands for three", () => {
    expect(checkCardFields({ number: "3782 822463 10005", expiry: "12 / 34", cvc: "123" }, now)).toMatchObject({ ok: false, errors: [{ field: "cvc" }] });
    expect(checkCardFields({ number: "3782 822463 10005", expiry: "12 / 34", cvc: "1234" }, now)).toEqual({ ok: true, card: { digits: "378282246310005", brand: "amex", expiry: { month: 12, year: 2034 } } });
  });
});
