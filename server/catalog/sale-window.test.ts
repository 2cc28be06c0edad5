import { describe, expect, it } from "vitest";
import { saleBoundaryCrossed, steadyPriceSpan } from "./sale-window.ts";

const since = new Date("2026-11-23T10:00:00Z");
const now = new Date("2026-11-23T10:05:00Z");

describe("saleBoundaryCrossed", () => {
  it("is true for a sale that started since the last refresh", () => {
    expect(saleBoundaryCrossed({ saleFrom: "2026-11-23T10:02:00Z", saleTo: null }, since, now)).toBe(true);
  });

  it("is true for a sale that ended since the last refresh, whatever the written offset", () => {
    expect(saleBoundaryCrossed({ saleFrom: "2026-11-01T00:00:00Z", saleTo: "2026-11-23T11:04:00+01:00" }, since, now)).toBe(true);
  });

  it("is false for a sale whose start and end both lie outside the interval", () => {
    expect(saleBoundaryCrossed({ saleFrom: "2026-11-23T09:59:59Z", saleTo: "2026-11-23T10:05:01Z" }, since, now)).toBe(false);
    expect(saleBoundaryCrossed({ saleFrom: null, saleTo: null }, since, now)).toBe(false);
  });

  it("counts both ends of the interval as crossed", () => {
    expect(saleBoundaryCrossed({ saleFrom: "2026-11-23T10:00:00Z", saleTo: null }, since, now)).toBe(true);
    expect(saleBoundaryCrossed({ saleFrom: null, saleTo: "2026-11-23T10:05:00Z" }, since, now)).toBe(true);
  });

  it("with no last refresh, takes every boundary already past and none still ahead", () => {
    expect(saleBoundaryCrossed({ saleFrom: "2020-01-01T00:00:00Z", saleTo: null }, null, now)).toBe(true);
    expect(saleBoundaryCrossed({ saleFrom: "2026-12-01T00:00:00Z", saleTo: "2026-12-31T00:00:00Z" }, null, now)).toBe(false);
  });
});

describe("steadyPriceSpan", () => {
  const at = new Date("2026-11-23T10:00:00Z");
  const ms = (iso: string) => Date.parse(iso);

  it("runs from the last start at or before the moment to the next start after it", () => {
    const windows = [
      { saleFrom: "2026-11-23T09:00:00Z", saleTo: null },
      { saleFrom: "2026-11-23T10:00:00Z", saleTo: null },
      { saleFrom: "2026-11-23T12:00:00Z", saleTo: null },
      { saleFrom: "2026-11-23T11:00:00+00:30", saleTo: null },
    ];
    expect(steadyPriceSpan(windows, at)).toEqual({ from: ms("2026-11-23T10:00:00Z"), until: ms("2026-11-23T10:30:00Z") });
  });

  it("ends a millisecond after a sale's last moment, since the sale still applies at its end", () => {
    expect(steadyPriceSpan([{ saleFrom: null, saleTo: "2026-11-23T10:00:00Z" }], at)).toEqual({ from: Number.NEGATIVE_INFINITY, until: ms("2026-11-23T10:00:00.001Z") });
    expect(steadyPriceSpan([{ saleFrom: null, saleTo: "2026-11-23T09:59:59.999Z" }], at)).toEqual({ from: ms("2026-11-23T10:00:00Z"), until: Number.POSITIVE_INFINITY });
  });

  it("is endless both ways without sale dates", () => {
    expect(steadyPriceSpan([{ saleFrom: null, saleTo: null }], at)).toEqual({ from: Number.NEGATIVE_INFINITY, until: Number.POSITIVE_INFINITY });
    expect(steadyPriceSpan([], at)).toEqual({ from: Number.NEGATIVE_INFINITY, until: Number.POSITIVE_INFINITY });
  });
});
