import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "./intl-formats.ts";

describe("Intl formatters made once per locale and options", () => {
  it("returns the same number format for the same locale and options, and another for other options", () => {
    const grouped = numberFormat("en-US");
    expect(numberFormat("en-US")).toBe(grouped);
    expect(numberFormat("de-DE")).not.toBe(grouped);
    const plain = numberFormat("en-US", { useGrouping: false });
    expect(plain).not.toBe(grouped);
    expect([grouped.format(12345), plain.format(12345)]).toEqual(["12,345", "12345"]);
  });

  it("returns the same date format for the same locale and options, and one per time zone", () => {
    const utc = dateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    expect(dateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" })).toBe(utc);
    const tokyo = dateTimeFormat("en-US", { dateStyle: "long", timeZone: "Asia/Tokyo" });
    expect(tokyo).not.toBe(utc);
    const lateEvening = new Date("2026-11-25T20:00:00Z");
    expect([utc.format(lateEvening), tokyo.format(lateEvening)]).toEqual(["November 25, 2026", "November 26, 2026"]);
  });

  it("remembers no answer for a value the formatter refuses", () => {
    const days = dateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    expect(() => days.format(new Date("not a date"))).toThrow(RangeError);
    expect(() => days.format(new Date("not a date"))).toThrow(RangeError);
    expect(days.format(new Date("2026-11-27T12:00:00Z"))).toBe("November 27, 2026");
  });
});
