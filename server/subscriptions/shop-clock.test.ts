import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatIsoDate, fromWallClock, isSameShopDay, isTimeZone, shopDaysBetween, toWallClock, type WallClockTime } from "./shop-clock.ts";

const at = (iso: string) => new Date(iso);
const wall = (date: string, time: string): WallClockTime => {
  const [year = 0, month = 0, day = 0] = date.split("-").map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(":").map(Number);
  return { year, month, day, hour, minute, second, millisecond: 0 };
};
const ZONES = ["UTC", "America/New_York", "America/Los_Angeles", "Europe/Berlin", "Europe/London", "Australia/Sydney", "Asia/Kolkata", "Pacific/Chatham", "America/Santiago"];

describe("toWallClock", () => {
  it("reads the shop's calendar and clock, midnight as 00", () => {
    expect(toWallClock(at("2026-01-01T00:00:00.250Z"), "Asia/Kolkata")).toEqual({ ...wall("2026-01-01", "05:30:00"), millisecond: 250 });
    expect(toWallClock(at("2026-07-01T04:00:00Z"), "America/New_York")).toEqual(wall("2026-07-01", "00:00:00"));
  });

  it("rejects an invalid date and an unknown zone", () => {
    expect(() => toWallClock(new Date(Number.NaN), "UTC")).toThrow(RangeError);
    expect(() => toWallClock(at("2026-01-01T00:00:00Z"), "Mars/Olympus_Mons")).toThrow(RangeError);
  });
});

describe("fromWallClock", () => {
  it("finds the instant of an ordinary reading", () => {
    expect(fromWallClock(wall("2026-06-15", "09:00:00"), "Europe/Berlin")).toEqual(at("2026-06-15T07:00:00Z"));
  });

  it("moves a reading in the spring-forward gap as far past the gap (US, EU)", () => {
    expect(fromWallClock(wall("2026-03-08", "02:30:00"), "America/New_York")).toEqual(at("2026-03-08T07:30:00Z")); // 03:30 EDT
    expect(fromWallClock(wall("2026-03-29", "02:15:00"), "Europe/Berlin")).toEqual(at("2026-03-29T01:15:00Z")); // 03:15 CEST
  });

  it("takes the earlier of a reading that happens twice when clocks go back (US, EU)", () => {
    expect(fromWallClock(wall("2026-11-01", "01:30:00"), "America/New_York")).toEqual(at("2026-11-01T05:30:00Z")); // EDT
    expect(fromWallClock(wall("2026-10-25", "02:30:00"), "Europe/Berlin")).toEqual(at("2026-10-25T00:30:00Z")); // CEST
  });

  it("round-trips every instant in many zones (fast-check)", () => {
    fc.assert(
      fc.property(fc.date({ min: at("1990-01-01T00:00:00Z"), max: at("2100-01-01T00:00:00Z"), noInvalidDate: true }), fc.constantFrom(...ZONES), (instant, zone) => {
        const back = fromWallClock(toWallClock(instant, zone), zone);
        // An instant in the second pass of a repeated hour reads the same as one in the first pass.
        expect(toWallClock(back, zone)).toEqual(toWallClock(instant, zone));
        expect(back.getTime()).toBeLessThanOrEqual(instant.getTime());
      }),
    );
  });
});

describe("isSameShopDay", () => {
  it("compares days of the shop's calendar, not of UTC", () => {
    // 23:30 and 00:30 in Los Angeles: the same UTC day, different shop days.
    expect(isSameShopDay(at("2026-06-16T06:30:00Z"), at("2026-06-16T07:30:00Z"), "America/Los_Angeles")).toBe(false);
    // 00:30 and 23:30 in Sydney: different UTC days, the same shop day.
    expect(isSameShopDay(at("2026-06-14T14:30:00Z"), at("2026-06-15T13:30:00Z"), "Australia/Sydney")).toBe(true);
  });
});

describe("shopDaysBetween", () => {
  it("counts the 23-hour day of a clock change as one day", () => {
    expect(shopDaysBetween(at("2026-03-07T14:00:00Z"), at("2026-03-08T13:00:00Z"), "America/New_York")).toBe(1);
    expect(shopDaysBetween(at("2026-03-07T14:00:00Z"), at("2026-03-08T13:00:00Z"), "UTC")).toBeCloseTo(23 / 24, 12);
  });
});

describe("isTimeZone and formatIsoDate", () => {
  it("knows IANA names and writes dates as YYYY-MM-DD", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("Nowhere/Special")).toBe(false);
    expect(formatIsoDate({ year: 2026, month: 3, day: 1 })).toBe("2026-03-01");
  });
});
