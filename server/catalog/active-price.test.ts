import { describe, expect, it } from "vitest";
import { activePrice, isOnSale } from "./active-price.ts";

const now = new Date("2026-06-15T12:00:00Z");
const base = { regular: 2000, sale: null, saleFrom: null, saleTo: null };

describe("activePrice", () => {
  it("is the regular price without a sale", () => {
    expect(activePrice(base, now)).toBe(2000);
    expect(isOnSale(base, now)).toBe(false);
  });
  it("is the sale price with an open-ended sale", () => {
    const price = { ...base, sale: 1800 };
    expect(activePrice(price, now)).toBe(1800);
    expect(isOnSale(price, now)).toBe(true);
  });
  it("respects the sale window", () => {
    const future = { ...base, sale: 1800, saleFrom: "2026-07-01T00:00:00Z" };
    const past = { ...base, sale: 1800, saleTo: "2026-06-01T00:00:00Z" };
    const inside = { ...base, sale: 1800, saleFrom: "2026-06-01T00:00:00Z", saleTo: "2026-06-30T23:59:59Z" };
    expect(activePrice(future, now)).toBe(2000);
    expect(activePrice(past, now)).toBe(2000);
    expect(activePrice(inside, now)).toBe(1800);
    expect(isOnSale(future, now)).toBe(false);
    expect(isOnSale(inside, now)).toBe(true);
  });
  it("is null without any price and the sale price without a regular one", () => {
    expect(activePrice({ ...base, regular: null }, now)).toBeNull();
    expect(activePrice({ ...base, regular: null, sale: 500 }, now)).toBe(500);
    expect(isOnSale({ ...base, regular: null, sale: 500 }, now)).toBe(false);
  });
  it("a free sale counts as on sale", () => {
    expect(activePrice({ ...base, sale: 0 }, now)).toBe(0);
    expect(isOnSale({ ...base, sale: 0 }, now)).toBe(true);
  });
});
