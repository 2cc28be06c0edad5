import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mulDivCeiling, mulDivRounded, prorate } from "./prorate.ts";
import { prorateFirstPeriod } from "./prorate-first-period.ts";
import type { RenewalDay } from "./renewal-day.ts";
import { isSameShopDay } from "./shop-clock.ts";
import { firstSynchronisedPayment } from "./synchronised-renewal.ts";

const BERLIN = "Europe/Berlin";
const at = (iso: string) => new Date(iso);
const first: RenewalDay = { period: "month", day: 1 };
const monthly = { period: "month" as const, interval: 1 };

function prorated(price: number, renewalDay: RenewalDay, schedule: { period: "week" | "month" | "year"; interval: number }, now: string, timeZone = BERLIN) {
  const firstPayment = firstSynchronisedPayment(renewalDay, at(now), timeZone);
  return prorateFirstPeriod({ price, schedule, renewalDay, firstPayment, now: at(now), timeZone });
}

describe("prorate", () => {
  it("rounds halves away from zero, as PHP's round does", () => {
    expect(prorate(1000, 1, 8)).toBe(125);
    expect(prorate(5, 1, 2)).toBe(3);
    expect(mulDivRounded([-5], [2])).toBe(-3);
    expect(prorate(999, 10, 30)).toBe(333);
  });

  it("rounds up for 'how many days are paid for', exactly where floats would not (25 / (25 / 31))", () => {
    expect(mulDivCeiling([25, 31], [25])).toBe(31);
    expect(mulDivCeiling([26, 31], [25])).toBe(33);
    expect(mulDivCeiling([0], [7])).toBe(0);
  });

  it("refuses fractions and a zero period", () => {
    expect(() => prorate(10.5, 1, 2)).toThrow(RangeError);
    expect(() => prorate(10, 1, 0)).toThrow(RangeError);
  });

  it("is within half a minor unit of the exact share (fast-check)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 2200 }), fc.integer({ min: 0, max: 2200 }), (amount, daysInPeriod, rawDays) => {
        const days = rawDays % (daysInPeriod + 1);
        const share = prorate(amount, days, daysInPeriod);
        expect(Math.abs(share * daysInPeriod - amount * days) * 2).toBeLessThanOrEqual(daysInPeriod);
      }),
    );
  });

  it("the shares of the days before and after a split add up to the price, give or take a minor unit (fast-check)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 2200 }), fc.integer({ min: 0, max: 2200 }), (amount, daysInPeriod, rawDays) => {
        const days = rawDays % (daysInPeriod + 1);
        const total = prorate(amount, days, daysInPeriod) + prorate(amount, daysInPeriod - days, daysInPeriod);
        expect(Math.abs(total - amount)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe("prorateFirstPeriod", () => {
  it("charges the days until the 1st, a started day counting whole (Nov 21, 15:30 → Dec 1: 10 of 30 days)", () => {
    expect(prorated(3000, first, monthly, "2026-11-21T14:30:00Z")).toEqual({ amount: 1000, daysCharged: 10, daysInPeriod: 30 });
  });

  it("counts the started day before 03:00 too, as WooCommerce's ceil does (Nov 21, 02:00: 11 days)", () => {
    expect(prorated(3000, first, monthly, "2026-11-21T01:00:00Z")).toEqual({ amount: 1100, daysCharged: 11, daysInPeriod: 30 });
  });

  it("charges the whole price on the renewal day itself", () => {
    expect(prorated(3000, first, monthly, "2026-12-01T14:30:00Z")).toEqual({ amount: 3000, daysCharged: 30, daysInPeriod: 30 });
  });

  it("divides by the days of the whole interval (every 2 weeks, synced to Monday, bought Saturday)", () => {
    expect(prorated(1400, { period: "week", weekday: 1 }, { period: "week", interval: 2 }, "2026-11-21T14:30:00Z")).toEqual({ amount: 200, daysCharged: 2, daysInPeriod: 14 });
  });

  it("prorates to the last day of a leap February (Feb 20–28: 9 of 29 days)", () => {
    expect(prorated(2900, { period: "month", day: "last" }, monthly, "2028-02-20T12:00:00Z")).toEqual({ amount: 900, daysCharged: 9, daysInPeriod: 29 });
  });

  it("prorates a yearly renewal day over the days of that year", () => {
    expect(prorated(36500, { period: "year", month: 3, day: 15 }, { period: "year", interval: 1 }, "2027-03-05T12:00:00Z")).toEqual({ amount: 1000, daysCharged: 10, daysInPeriod: 365 });
  });

  it("counts days of the shop's calendar across a clock change: March in Berlin has 31 days, not 30 days 23 hours", () => {
    expect(prorated(3100, first, monthly, "2026-03-28T12:00:00Z")).toEqual({ amount: 400, daysCharged: 4, daysInPeriod: 31 });
  });

  it("is between nothing and the full price and never grows as the renewal day nears, until it is today (fast-check)", () => {
    const renewalDays = fc.oneof(
      fc.integer({ min: 1, max: 7 }).map((weekday): RenewalDay => ({ period: "week", weekday })),
      fc.oneof(fc.integer({ min: 1, max: 28 }), fc.constant("last" as const)).map((day): RenewalDay => ({ period: "month", day })),
      fc.record({ month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) }).map((d): RenewalDay => ({ period: "year", ...d })),
    );
    fc.assert(
      fc.property(
        renewalDays,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.date({ min: at("2000-01-01T00:00:00Z"), max: at("2080-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 72 }),
        fc.constantFrom(BERLIN, "America/New_York", "Australia/Sydney"),
        (renewalDay, interval, price, now, laterHours, zone) => {
          const schedule = { period: renewalDay.period, interval };
          const firstPayment = firstSynchronisedPayment(renewalDay, now, zone);
          const early = prorateFirstPeriod({ price, schedule, renewalDay, firstPayment, now, timeZone: zone });
          expect(early.amount).toBeGreaterThanOrEqual(0);
          expect(early.amount).toBeLessThanOrEqual(price);
          expect(early.daysCharged).toBeLessThanOrEqual(early.daysInPeriod);
          const later = new Date(now.getTime() + laterHours * 3_600_000);
          // On the renewal day itself the whole price is due, even in the hours before 03:00.
          if (!isSameShopDay(later, firstPayment, zone) && firstSynchronisedPayment(renewalDay, later, zone).getTime() === firstPayment.getTime()) {
            const laterProration = prorateFirstPeriod({ price, schedule, renewalDay, firstPayment, now: later, timeZone: zone });
            expect(laterProration.amount).toBeLessThanOrEqual(early.amount);
          }
        },
      ),
    );
  });
});
