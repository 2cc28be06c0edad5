import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addBillingPeriods, addMonthsToDate, addPeriodsToDate } from "./add-billing-periods.ts";
import { BILLING_PERIODS } from "./billing-period.ts";
import { daysInMonth } from "./calendar-date.ts";
import { formatIsoDate, toWallClock, type CalendarDate } from "./shop-clock.ts";

const date = (iso: string): CalendarDate => {
  const [year = 0, month = 0, day = 0] = iso.split("-").map(Number);
  return { year, month, day };
};
const plusMonths = (iso: string, months: number) => formatIsoDate(addMonthsToDate(date(iso), months));
const at = (iso: string) => new Date(iso);
const shopTime = (instant: Date, zone: string) => {
  const t = toWallClock(instant, zone);
  return `${formatIsoDate(t)} ${String(t.hour).padStart(2, "0")}:${String(t.minute).padStart(2, "0")}`;
};

describe("addMonthsToDate: WooCommerce Subscriptions' month ends (wcs_add_months)", () => {
  it("Jan 31 + 1 month is the end of February, in common and leap years", () => {
    expect(plusMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(plusMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(plusMonths("2016-01-30", 1)).toBe("2016-02-29");
  });

  it("keeps a day every month has", () => {
    expect(plusMonths("2014-01-15", 1)).toBe("2014-02-15");
    expect(plusMonths("2014-01-15", 8)).toBe("2014-09-15");
    expect(plusMonths("2018-07-02", 0)).toBe("2018-07-02");
  });

  it("moves a month's last day to the target month's last day (WooCommerce's own test cases)", () => {
    expect(plusMonths("2014-01-31", 3)).toBe("2014-04-30");
    expect(plusMonths("2014-04-30", 6)).toBe("2014-10-31");
    expect(plusMonths("2014-09-30", 61)).toBe("2019-10-31");
    expect(plusMonths("2016-02-29", 12)).toBe("2017-02-28");
  });

  it("a month-end chain from Jan 31 stays on month ends for a year: Feb 28 → Mar 31, not Mar 28", () => {
    const chain: string[] = [];
    let current = date("2026-01-31");
    for (let i = 0; i < 12; i++) {
      current = addMonthsToDate(current, 1);
      chain.push(formatIsoDate(current));
    }
    expect(chain).toEqual(["2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30", "2026-07-31", "2026-08-31", "2026-09-30", "2026-10-31", "2026-11-30", "2026-12-31", "2027-01-31"]);
  });

  it("a chain from Jan 30 is clamped in February and then follows month ends (Mar 31)", () => {
    expect(formatIsoDate(addMonthsToDate(addMonthsToDate(date("2026-01-30"), 1), 1))).toBe("2026-03-31");
    // Added at once, the 30th exists in March.
    expect(plusMonths("2026-01-30", 2)).toBe("2026-03-30");
  });

  it("goes back with the same rule", () => {
    expect(plusMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(plusMonths("2026-02-28", -1)).toBe("2026-01-31");
    expect(plusMonths("2026-01-15", -13)).toBe("2024-12-15");
  });

  it("a subscription on the 28th joins the month ends after a common year's February (WooCommerce does the same)", () => {
    expect(formatIsoDate(addMonthsToDate(addMonthsToDate(date("2026-01-28"), 1), 1))).toBe("2026-03-31");
    expect(formatIsoDate(addMonthsToDate(addMonthsToDate(date("2028-01-28"), 1), 1))).toBe("2028-03-28");
  });

  it("one month at a time equals all at once from a day that is never a month's last (1–27), or from a last day (fast-check)", () => {
    const start = fc.record({ year: fc.integer({ min: 1990, max: 2090 }), month: fc.integer({ min: 1, max: 12 }), day: fc.oneof(fc.integer({ min: 1, max: 27 }), fc.constant(0)) });
    fc.assert(
      fc.property(start, fc.integer({ min: 0, max: 60 }), ({ year, month, day }, months) => {
        const from = { year, month, day: day === 0 ? daysInMonth(year, month) : day };
        let stepped = from;
        for (let i = 0; i < months; i++) stepped = addMonthsToDate(stepped, 1);
        expect(stepped).toEqual(addMonthsToDate(from, months));
      }),
    );
  });
});

describe("addPeriodsToDate: years are twelve months", () => {
  it("Feb 29 + 1 year is Feb 28 (WooCommerce's strtotime would give Mar 1)", () => {
    expect(formatIsoDate(addPeriodsToDate(date("2024-02-29"), 1, "year"))).toBe("2025-02-28");
    expect(formatIsoDate(addPeriodsToDate(date("2016-02-29"), 4, "year"))).toBe("2020-02-29");
  });

  it("a yearly subscription from Feb 29 is back on Feb 29 in the next leap year", () => {
    const renewals: string[] = [];
    let current = date("2024-02-29");
    for (let i = 0; i < 4; i++) {
      current = addPeriodsToDate(current, 1, "year");
      renewals.push(formatIsoDate(current));
    }
    expect(renewals).toEqual(["2025-02-28", "2026-02-28", "2027-02-28", "2028-02-29"]);
  });

  it("adds days and weeks across month and year ends (WooCommerce's test cases)", () => {
    expect(formatIsoDate(addPeriodsToDate(date("2014-12-28"), 5, "day"))).toBe("2015-01-02");
    expect(formatIsoDate(addPeriodsToDate(date("2016-02-21"), 8, "day"))).toBe("2016-02-29");
    expect(formatIsoDate(addPeriodsToDate(date("2015-02-21"), 1, "week"))).toBe("2015-02-28");
    expect(formatIsoDate(addPeriodsToDate(date("2018-02-02"), 52, "week"))).toBe("2019-02-01");
    expect(formatIsoDate(addPeriodsToDate(date("2030-12-31"), 6, "year"))).toBe("2036-12-31");
  });

  it("refuses a fraction of a period", () => {
    expect(() => addPeriodsToDate(date("2026-01-01"), 1.5, "month")).toThrow(RangeError);
  });
});

describe("addBillingPeriods: the shop's wall-clock time is kept", () => {
  it("weekly across the US spring-forward change: 09:00 stays 09:00", () => {
    const from = at("2026-03-04T14:00:00Z"); // Wed 09:00 EST
    const next = addBillingPeriods(from, 1, "week", "America/New_York");
    expect(shopTime(next, "America/New_York")).toBe("2026-03-11 09:00");
    expect(next.getTime() - from.getTime()).toBe((7 * 24 - 1) * 3_600_000);
  });

  it("weekly across the EU autumn change: 09:00 stays 09:00", () => {
    const from = at("2026-10-21T07:00:00Z"); // Wed 09:00 CEST
    const next = addBillingPeriods(from, 1, "week", "Europe/Berlin");
    expect(shopTime(next, "Europe/Berlin")).toBe("2026-10-28 09:00");
    expect(next.getTime() - from.getTime()).toBe((7 * 24 + 1) * 3_600_000);
  });

  it("daily across the US autumn and EU spring changes", () => {
    expect(shopTime(addBillingPeriods(at("2026-10-31T13:00:00Z"), 1, "day", "America/New_York"), "America/New_York")).toBe("2026-11-01 09:00");
    expect(shopTime(addBillingPeriods(at("2026-03-28T08:00:00Z"), 1, "day", "Europe/Berlin"), "Europe/Berlin")).toBe("2026-03-29 09:00");
  });

  it("a time that does not exist on the target day moves past the gap", () => {
    // 02:30 every day; on Mar 8, 2026 New York's clocks jump from 02:00 to 03:00.
    expect(shopTime(addBillingPeriods(at("2026-03-07T07:30:00Z"), 1, "day", "America/New_York"), "America/New_York")).toBe("2026-03-08 03:30");
  });

  it("month ends are the shop's: Jan 31 late evening in Los Angeles is already Feb 1 in UTC", () => {
    const jan31Evening = at("2026-02-01T06:30:00Z"); // Jan 31, 22:30 PST
    expect(shopTime(addBillingPeriods(jan31Evening, 1, "month", "America/Los_Angeles"), "America/Los_Angeles")).toBe("2026-02-28 22:30");
    expect(shopTime(addBillingPeriods(jan31Evening, 1, "month", "UTC"), "UTC")).toBe("2026-03-01 06:30");
  });

  it("renewals are strictly later, period after period, in any zone (fast-check)", () => {
    const zones = ["America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "Asia/Kolkata", "America/Santiago"];
    fc.assert(
      fc.property(
        fc.date({ min: at("2000-01-01T00:00:00Z"), max: at("2090-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom(...BILLING_PERIODS),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(...zones),
        (from, period, interval, zone) => {
          let previous = from;
          for (let i = 0; i < 6; i++) {
            const next = addBillingPeriods(previous, interval, period, zone);
            expect(next.getTime()).toBeGreaterThan(previous.getTime());
            previous = next;
          }
        },
      ),
    );
  });
});
