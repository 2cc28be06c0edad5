import { describe, expect, it } from "vitest";
import {
  DIMENSION_UNITS, WEIGHT_UNITS, convertMeasure, parseCategoryPaths, parseDate, parseDescription, parseMoney, splitList, unescapeCell,
} from "./woocommerce-values.ts";

describe("WooCommerce cell values", () => {
  it("converts decimal prices to minor units exactly", () => {
    expect(parseMoney("45", 2)).toEqual({ ok: true, value: 4500 });
    expect(parseMoney("0.29", 2)).toEqual({ ok: true, value: 29 });
    expect(parseMoney("19.99", 2)).toEqual({ ok: true, value: 1999 });
    expect(parseMoney("1.005", 2)).toEqual({ ok: true, value: 101 });
    expect(parseMoney(".5", 2)).toEqual({ ok: true, value: 50 });
    expect(parseMoney("1500", 0)).toEqual({ ok: true, value: 1500 });
    expect(parseMoney("", 2)).toEqual({ ok: true, value: null });
    expect(parseMoney("12,50", 2).ok).toBe(false);
  });
  it("splits lists with escaped commas and category paths", () => {
    expect(splitList("a, b\\, c,, d ")).toEqual(["a", "b, c", "d"]);
    expect(parseCategoryPaths("Clothing > Hoodies, Music, Rock\\, Pop > Live")).toEqual([["Clothing", "Hoodies"], ["Music"], ["Rock, Pop", "Live"]]);
  });
  it("restores newlines in descriptions", () => {
    expect(parseDescription("Line 1\\nLine 2")).toBe("Line 1\nLine 2");
    expect(parseDescription("C:\\\\new")).toBe("C:\\new");
  });
  it("reads dates, ending a sale at the end of its last day", () => {
    expect(parseDate("2026-03-01", false)).toEqual({ ok: true, value: "2026-03-01T00:00:00.000Z" });
    expect(parseDate("2026-03-31", true)).toEqual({ ok: true, value: "2026-03-31T23:59:59.000Z" });
    expect(parseDate("2026-03-01 10:30:00", false)).toEqual({ ok: true, value: "2026-03-01T10:30:00.000Z" });
    expect(parseDate("soon", false).ok).toBe(false);
  });
  it("converts units to the shop's", () => {
    expect(convertMeasure("2", "lbs", "kg", WEIGHT_UNITS)).toEqual({ ok: true, value: "0.9072" });
    expect(convertMeasure("1.5", "kg", "kg", WEIGHT_UNITS)).toEqual({ ok: true, value: "1.5" });
    expect(convertMeasure("10", "in", "cm", DIMENSION_UNITS)).toEqual({ ok: true, value: "25.4" });
    expect(convertMeasure("250", "g", "kg", WEIGHT_UNITS)).toEqual({ ok: true, value: "0.25" });
    expect(convertMeasure("3", "stone", "kg", WEIGHT_UNITS).ok).toBe(false);
  });
  it("removes the exporter's formula guard", () => {
    expect(unescapeCell("'-1")).toBe("-1");
    expect(unescapeCell("'quoted")).toBe("'quoted");
  });
});
