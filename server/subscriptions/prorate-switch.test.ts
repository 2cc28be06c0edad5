import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addBillingPeriods } from "./add-billing-periods.ts";
import { BILLING_PERIODS, type BillingSchedule } from "./billing-period.ts";
import { prorateSwitch, type SubscriptionSwitch } from "./prorate-switch.ts";
import { shopDaysBetween } from "./shop-clock.ts";

const BERLIN = "Europe/Berlin";
const at = (iso: string) => new Date(iso);
const monthly: BillingSchedule = { period: "month", interval: 1 };
const yearly: BillingSchedule = { period: "year", interval: 1 };

// $10 a month, paid Mar 1 at 10:00 Berlin time, next due Apr 1: a 31-day period; switched on Mar 16.
const tenAMonth: SubscriptionSwitch = {
  paidForCurrentPeriod: 1000,
  lastPayment: at("2026-03-01T09:00:00Z"),
  nextPayment: at("2026-04-01T08:00:00Z"),
  newPrice: 1000,
  newSchedule: monthly,
  extendTermOnDowngrade: true,
  now: at("2026-03-16T09:00:00Z"),
  timeZone: BERLIN,
};

describe("prorateSwitch", () => {
  it("upgrade: pays the per-day difference for the days left, the next payment stays", () => {
    // 16 days left (Mar 16 – Mar 31) × ($20 − $10) / 31 days = $5.16.
    expect(prorateSwitch({ ...tenAMonth, newPrice: 2000 })).toEqual({ kind: "upgrade", chargeNow: 516, nextPayment: tenAMonth.nextPayment });
  });

  it("upgrade right after a payment: the whole difference", () => {
    expect(prorateSwitch({ ...tenAMonth, newPrice: 2000, now: at("2026-03-01T09:01:00Z") }).chargeNow).toBe(1000);
  });

  it("upgrade from monthly to yearly: the per-day difference until the next payment, which then charges the yearly price", () => {
    // 16 × ($120 / 365 − $10 / 31) = $0.0990 → 10 cents.
    expect(prorateSwitch({ ...tenAMonth, newPrice: 12000, newSchedule: yearly })).toEqual({ kind: "upgrade", chargeNow: 10, nextPayment: tenAMonth.nextPayment });
  });

  it("upgrade from yearly to monthly: the year's payment buys days at the new price, so the next payment comes sooner", () => {
    const paidYear = { ...tenAMonth, paidForCurrentPeriod: 12000, lastPayment: at("2026-01-01T09:00:00Z"), nextPayment: at("2027-01-01T09:00:00Z"), newPrice: 2000, now: at("2026-03-01T09:00:00Z") };
    // $120 at $20 per 31 days = 186 days from Jan 1: Jul 6, at the same wall-clock time.
    expect(prorateSwitch(paidYear)).toEqual({ kind: "upgrade", chargeNow: 0, nextPayment: at("2026-07-06T08:00:00Z") });
  });

  it("upgrade from yearly to monthly after those days are used up: pay the new price now, next payment a month on", () => {
    const paidYear = { ...tenAMonth, paidForCurrentPeriod: 12000, lastPayment: at("2026-01-01T09:00:00Z"), nextPayment: at("2027-01-01T09:00:00Z"), newPrice: 2000, now: at("2026-08-01T08:00:00Z") };
    expect(prorateSwitch(paidYear)).toEqual({ kind: "upgrade", chargeNow: 2000, nextPayment: at("2026-09-01T08:00:00Z") });
  });

  it("downgrade: the value left buys more days at the lower price, moving the next payment later", () => {
    // 16 days of $20 / 31 buy 32 days of $10 / 31: 16 more, Apr 1 → Apr 17.
    const result = prorateSwitch({ ...tenAMonth, paidForCurrentPeriod: 2000, newPrice: 1000 });
    expect(result).toEqual({ kind: "downgrade", chargeNow: 0, nextPayment: at("2026-04-17T08:00:00Z") });
  });

  it("downgrade in a shop that does not extend terms, or to a free variation: nothing moves", () => {
    expect(prorateSwitch({ ...tenAMonth, paidForCurrentPeriod: 2000, extendTermOnDowngrade: false })).toEqual({ kind: "downgrade", chargeNow: 0, nextPayment: tenAMonth.nextPayment });
    expect(prorateSwitch({ ...tenAMonth, newPrice: 0 })).toEqual({ kind: "downgrade", chargeNow: 0, nextPayment: tenAMonth.nextPayment });
  });

  it("crossgrade: the same price per day changes nothing", () => {
    expect(prorateSwitch(tenAMonth)).toEqual({ kind: "crossgrade", chargeNow: 0, nextPayment: tenAMonth.nextPayment });
  });

  it("counts the days of the shop's calendar: the period across the spring change is 31 days, not 30 days 23 hours", () => {
    const acrossDst = { ...tenAMonth, lastPayment: at("2026-03-15T09:00:00Z"), nextPayment: at("2026-04-15T08:00:00Z"), now: at("2026-03-15T09:00:01Z"), newPrice: 2000 };
    expect(prorateSwitch(acrossDst).chargeNow).toBe(1000);
  });

  const switches = fc
    .record({
      paid: fc.integer({ min: 0, max: 100_000 }),
      // Prices within a factor of 1,000 of each other: a downgrade from 100,000 to 1 a day would
      // extend the term past the last date JavaScript can hold.
      newPrice: fc.oneof(fc.constant(0), fc.integer({ min: 100, max: 100_000 })),
      oldSchedule: fc.record({ period: fc.constantFrom(...BILLING_PERIODS), interval: fc.integer({ min: 1, max: 6 }) }),
      newSchedule: fc.record({ period: fc.constantFrom(...BILLING_PERIODS), interval: fc.integer({ min: 1, max: 6 }) }),
      lastPayment: fc.date({ min: at("2000-01-01T00:00:00Z"), max: at("2080-01-01T00:00:00Z"), noInvalidDate: true }),
      elapsed: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ paid, newPrice, oldSchedule, newSchedule, lastPayment, elapsed }): SubscriptionSwitch => {
      const nextPayment = addBillingPeriods(lastPayment, oldSchedule.interval, oldSchedule.period, BERLIN);
      const now = new Date(lastPayment.getTime() + Math.floor(elapsed * (nextPayment.getTime() - lastPayment.getTime())));
      return { paidForCurrentPeriod: paid, lastPayment, nextPayment, newPrice, newSchedule, extendTermOnDowngrade: true, now, timeZone: BERLIN };
    });

  it("an upgrade never charges more than the new price, nor less than nothing (fast-check)", () => {
    fc.assert(
      fc.property(switches, (change) => {
        const result = prorateSwitch(change);
        expect(result.chargeNow).toBeGreaterThanOrEqual(0);
        expect(result.chargeNow).toBeLessThanOrEqual(change.newPrice);
        if (result.kind !== "upgrade") expect(result.chargeNow).toBe(0);
      }),
    );
  });

  it("a downgrade's extra days are just enough for the value left (fast-check)", () => {
    fc.assert(
      fc.property(switches, (change) => {
        const result = prorateSwitch(change);
        if (result.kind !== "downgrade" || change.newPrice === 0) return;
        const days = (from: Date, to: Date) => Math.round(shopDaysBetween(from, to, BERLIN));
        const oldDays = Math.max(1, days(change.lastPayment, change.nextPayment));
        const newCycle = addBillingPeriods(change.lastPayment, change.newSchedule.interval, change.newSchedule.period, BERLIN);
        const newDays = Math.max(1, days(change.lastPayment, newCycle));
        const daysLeft = Math.min(oldDays, Math.max(0, Math.ceil(shopDaysBetween(change.now, change.nextPayment, BERLIN))));
        const daysBought = daysLeft + days(change.nextPayment, result.nextPayment);
        expect(result.nextPayment.getTime()).toBeGreaterThanOrEqual(change.nextPayment.getTime());
        // Value left: paid × daysLeft / oldDays; a day at the new price: newPrice / newDays.
        const valueLeft = change.paidForCurrentPeriod * daysLeft * newDays;
        if (daysLeft > 0) {
          expect(daysBought * change.newPrice * oldDays).toBeGreaterThanOrEqual(valueLeft);
          expect((daysBought - 1) * change.newPrice * oldDays).toBeLessThan(valueLeft);
        }
      }),
    );
  });
});
