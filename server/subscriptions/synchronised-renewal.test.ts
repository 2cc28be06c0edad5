import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonthsToDate } from "./add-billing-periods.ts";
import { addDays, daysBetweenDates, daysInMonth, isoWeekday } from "./calendar-date.ts";
import { addRenewalPeriods, renewalDayOnOrAfter, renewalDayProblems, type RenewalDay } from "./renewal-day.ts";
import { formatIsoDate, toWallClock, type CalendarDate } from "./shop-clock.ts";
import { addSynchronisedPeriods, firstSynchronisedPayment } from "./synchronised-renewal.ts";

const date = (iso: string): CalendarDate => {
  const [year = 0, month = 0, day = 0] = iso.split("-").map(Number);
  return { year, month, day };
};
const onOrAfter = (renewalDay: RenewalDay, iso: string) => formatIsoDate(renewalDayOnOrAfter(renewalDay, date(iso)));
const at = (iso: string) => new Date(iso);
const first: RenewalDay = { period: "month", day: 1 };
const last: RenewalDay = { period: "month", day: "last" };
const monday: RenewalDay = { period: "week", weekday: 1 };

describe("renewalDayOnOrAfter", () => {
  it("syncs to the 1st: the next 1st, or today when it is the 1st", () => {
    expect(onOrAfter(first, "2026-11-21")).toBe("2026-12-01");
    expect(onOrAfter(first, "2026-12-01")).toBe("2026-12-01");
    expect(onOrAfter(first, "2026-12-20")).toBe("2027-01-01");
  });

  it("syncs to the last day of the month, leap Februaries included", () => {
    expect(onOrAfter(last, "2026-02-10")).toBe("2026-02-28");
    expect(onOrAfter(last, "2028-02-10")).toBe("2028-02-29");
    expect(onOrAfter(last, "2026-01-31")).toBe("2026-01-31");
    expect(onOrAfter({ period: "month", day: 28 }, "2026-02-28")).toBe("2026-02-28");
  });

  it("syncs to a weekday (Saturday, Nov 21, 2026)", () => {
    expect(onOrAfter(monday, "2026-11-21")).toBe("2026-11-23");
    expect(onOrAfter({ period: "week", weekday: 6 }, "2026-11-21")).toBe("2026-11-21");
    expect(onOrAfter({ period: "week", weekday: 7 }, "2026-11-21")).toBe("2026-11-22");
  });

  it("syncs to a day of the year", () => {
    const ides: RenewalDay = { period: "year", month: 3, day: 15 };
    expect(onOrAfter(ides, "2026-03-15")).toBe("2026-03-15");
    expect(onOrAfter(ides, "2026-03-16")).toBe("2027-03-15");
    expect(onOrAfter(ides, "2026-01-20")).toBe("2026-03-15");
  });

  it("is a renewal day on or after the date and less than one period later (fast-check)", () => {
    const renewalDays = fc.oneof(
      fc.integer({ min: 1, max: 7 }).map((weekday): RenewalDay => ({ period: "week", weekday })),
      fc.oneof(fc.integer({ min: 1, max: 28 }), fc.constant("last" as const)).map((day): RenewalDay => ({ period: "month", day })),
      fc.record({ month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) }).map((d): RenewalDay => ({ period: "year", ...d })),
    );
    const dates = fc.date({ min: at("1990-01-01T00:00:00Z"), max: at("2090-01-01T00:00:00Z"), noInvalidDate: true }).map((d) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));
    fc.assert(
      fc.property(renewalDays, dates, (renewalDay, from) => {
        const next = renewalDayOnOrAfter(renewalDay, from);
        const ahead = daysBetweenDates(from, next);
        expect(ahead).toBeGreaterThanOrEqual(0);
        if (renewalDay.period === "week") {
          expect(isoWeekday(next)).toBe(renewalDay.weekday);
          expect(ahead).toBeLessThan(7);
        } else if (renewalDay.period === "month") {
          expect(next.day).toBe(renewalDay.day === "last" ? daysInMonth(next.year, next.month) : renewalDay.day);
          expect(ahead).toBeLessThan(daysBetweenDates(from, addMonthsToDate(from, 1)) + 1);
        } else {
          expect([next.month, next.day]).toEqual([renewalDay.month, renewalDay.day]);
          expect(ahead).toBeLessThan(366);
        }
      }),
    );
  });
});

describe("addRenewalPeriods", () => {
  it("keeps the 28th through February, where unsynchronised arithmetic joins the month ends", () => {
    const the28th: RenewalDay = { period: "month", day: 28 };
    expect(formatIsoDate(addRenewalPeriods(the28th, date("2026-02-28"), 1))).toBe("2026-03-28");
    expect(formatIsoDate(addMonthsToDate(date("2026-02-28"), 1))).toBe("2026-03-31");
  });

  it("keeps the last day on every month's last day, and goes back the same way", () => {
    expect(formatIsoDate(addRenewalPeriods(last, date("2026-02-28"), 1))).toBe("2026-03-31");
    expect(formatIsoDate(addRenewalPeriods(last, date("2026-03-31"), -1))).toBe("2026-02-28");
    expect(formatIsoDate(addRenewalPeriods(last, date("2026-01-31"), 13))).toBe("2027-02-28");
  });

  it("keeps a yearly Feb 28 on Feb 28 in leap years, and weeks on their weekday", () => {
    expect(formatIsoDate(addRenewalPeriods({ period: "year", month: 2, day: 28 }, date("2027-02-28"), 1))).toBe("2028-02-28");
    expect(formatIsoDate(addRenewalPeriods(monday, date("2026-11-23"), 2))).toBe(formatIsoDate(addDays(date("2026-11-23"), 14)));
  });
});

describe("renewalDayProblems", () => {
  it("accepts WooCommerce's choices and refuses the rest", () => {
    expect(renewalDayProblems(first, "month")).toEqual([]);
    expect(renewalDayProblems(last, "month")).toEqual([]);
    expect(renewalDayProblems({ period: "year", month: 2, day: 28 }, "year")).toEqual([]);
    expect(renewalDayProblems({ period: "year", month: 2, day: 29 }, "year")).toHaveLength(1);
    expect(renewalDayProblems({ period: "month", day: 29 }, "month")).toHaveLength(1);
    expect(renewalDayProblems({ period: "week", weekday: 0 }, "week")).toHaveLength(1);
    expect(renewalDayProblems(monday, "month")).toEqual(["a monthly product cannot renew on a weekly day"]);
    expect(renewalDayProblems(first, "day")).toHaveLength(1);
  });
});

describe("firstSynchronisedPayment", () => {
  it("is 03:00 shop time on the renewal day of the shop's calendar", () => {
    // Nov 30, 23:30 in Los Angeles is already Dec 1 in UTC; the shop's next 1st is tomorrow.
    const payment = firstSynchronisedPayment(first, at("2026-12-01T07:30:00Z"), "America/Los_Angeles");
    expect(payment).toEqual(at("2026-12-01T11:00:00Z"));
    expect(firstSynchronisedPayment(first, at("2026-12-01T07:30:00Z"), "UTC")).toEqual(at("2026-12-01T03:00:00Z"));
  });

  it("moves to 04:00 where 03:00 is skipped by the clock change (Helsinki, Mar 29, 2026)", () => {
    const sunday: RenewalDay = { period: "week", weekday: 7 };
    const payment = firstSynchronisedPayment(sunday, at("2026-03-27T10:00:00Z"), "Europe/Helsinki");
    expect(toWallClock(payment, "Europe/Helsinki")).toMatchObject({ year: 2026, month: 3, day: 29, hour: 4, minute: 0 });
  });

  it("steps on the renewal-day grid at the same wall-clock time across DST", () => {
    const payment = firstSynchronisedPayment(monday, at("2026-10-13T10:00:00Z"), "Europe/Berlin");
    expect(payment).toEqual(at("2026-10-19T01:00:00Z")); // Mon Oct 19, 03:00 CEST
    const next = addSynchronisedPeriods(monday, payment, 1, "Europe/Berlin");
    expect(next).toEqual(at("2026-10-26T02:00:00Z")); // Mon Oct 26, 03:00 CET: the clocks went back on the 25th
  });
});
