import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SubscriptionPlan } from "./billing-period.ts";
import type { RenewalDay } from "./renewal-day.ts";
import { toWallClock } from "./shop-clock.ts";
import { datesAfterEarlyRenewal, datesOfNewSubscription, isInTrial, nextPaymentAfter, type RenewalRule } from "./subscription-schedule.ts";

const BERLIN = "Europe/Berlin";
const at = (iso: string) => new Date(iso);
const monthly: SubscriptionPlan = { period: "month", interval: 1, length: 0, trialLength: 0, trialPeriod: "day" };
const monthlyRule: RenewalRule = { period: "month", interval: 1, renewalDay: null };
const first: RenewalDay = { period: "month", day: 1 };
const berlinTime = (instant: Date | null) => {
  if (!instant) return null;
  const t = toWallClock(instant, BERLIN);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}`;
};
const newSubscription = (plan: SubscriptionPlan, start: string, renewalDay: RenewalDay | null = null, prorateFirstPeriod = false) =>
  datesOfNewSubscription({ plan, renewalDay, prorateFirstPeriod, start: at(start), timeZone: BERLIN });

describe("datesOfNewSubscription", () => {
  it("pays at sign-up and next one interval later: Jan 31 → Feb 28, at the same time of day", () => {
    const dates = newSubscription(monthly, "2026-01-31T09:00:00Z"); // 10:00 CET
    expect(dates.firstCharge).toBe("full");
    expect(dates.trialEnd).toBeNull();
    expect(berlinTime(dates.nextPayment)).toBe("2026-02-28 10:00");
    expect(dates.end).toBeNull();
  });

  it("a free trial delays the first payment to its end, and the length counts from there", () => {
    const dates = newSubscription({ ...monthly, length: 12, trialLength: 14, trialPeriod: "day" }, "2026-03-20T09:00:00Z");
    expect(dates.firstCharge).toBe("none");
    expect(berlinTime(dates.trialEnd)).toBe("2026-04-03 10:00");
    expect(dates.nextPayment).toEqual(dates.trialEnd);
    expect(berlinTime(dates.end)).toBe("2027-04-03 10:00");
  });

  it("keeps the wall-clock time of the sign-up through the trial across DST", () => {
    const start = at("2026-03-25T09:00:00Z"); // Wed 10:00 CET
    const dates = newSubscription({ ...monthly, trialLength: 2, trialPeriod: "week" }, start.toISOString());
    expect(berlinTime(dates.trialEnd)).toBe("2026-04-08 10:00"); // CEST since Mar 29
    expect(dates.trialEnd!.getTime() - start.getTime()).toBe((14 * 24 - 1) * 3_600_000);
  });

  it("has no next payment when the sign-up's payment is the only one (length = interval)", () => {
    const dates = newSubscription({ ...monthly, length: 1 }, "2026-01-15T09:00:00Z");
    expect(dates.nextPayment).toBeNull();
    expect(berlinTime(dates.end)).toBe("2026-02-15 10:00");
  });

  it("a synchronised subscription pays first at 03:00 on the next renewal day, nothing or a prorated part at sign-up", () => {
    const dates = newSubscription(monthly, "2026-11-21T14:30:00Z", first);
    expect(berlinTime(dates.nextPayment)).toBe("2026-12-01 03:00");
    expect(dates.firstCharge).toBe("none");
    expect(newSubscription(monthly, "2026-11-21T14:30:00Z", first, true).firstCharge).toBe("prorated");
  });

  it("a synchronised subscription bought on its renewal day pays in full and next on the following one", () => {
    const dates = newSubscription(monthly, "2026-12-01T14:30:00Z", first, true);
    expect(dates.firstCharge).toBe("full");
    expect(berlinTime(dates.nextPayment)).toBe("2027-01-01 03:00");
  });

  it("a synchronised subscription with a trial pays on the first renewal day after the trial, its length counted from then", () => {
    const dates = newSubscription({ ...monthly, length: 3, trialLength: 14 }, "2026-11-21T14:30:00Z", first, true);
    expect(dates.firstCharge).toBe("none");
    expect(berlinTime(dates.trialEnd)).toBe("2026-12-05 15:30");
    expect(berlinTime(dates.nextPayment)).toBe("2027-01-01 03:00");
    expect(berlinTime(dates.end)).toBe("2027-04-01 03:00");
  });

  it("a trial ending on the renewal day after 03:00 ends at the payment instead", () => {
    const dates = newSubscription({ ...monthly, trialLength: 14 }, "2026-11-17T14:00:00Z", first);
    expect(berlinTime(dates.nextPayment)).toBe("2026-12-01 03:00");
    expect(dates.trialEnd).toEqual(dates.nextPayment);
  });
});

describe("nextPaymentAfter", () => {
  const after = (scheduled: string, now: string, extra: Partial<Parameters<typeof nextPaymentAfter>[0]> = {}) =>
    nextPaymentAfter({ rule: monthlyRule, scheduled: at(scheduled), trialEnd: null, end: null, now: at(now), timeZone: BERLIN, ...extra });

  it("counts from the scheduled date, so month ends stay month ends: Jan 31 → Feb 28 → Mar 31", () => {
    const feb = after("2026-01-31T09:00:00Z", "2026-01-31T09:05:00Z");
    expect(berlinTime(feb)).toBe("2026-02-28 10:00");
    // Paid 3 days late after retries: the schedule does not move.
    const mar = after(feb!.toISOString(), "2026-03-03T12:00:00Z");
    expect(berlinTime(mar)).toBe("2026-03-31 10:00"); // CEST from Mar 29, the wall-clock time kept
  });

  it("is the trial's end while the trial runs", () => {
    expect(after("2026-01-10T09:00:00Z", "2026-01-12T09:00:00Z", { trialEnd: at("2026-01-24T09:00:00Z") })).toEqual(at("2026-01-24T09:00:00Z"));
  });

  it("skips the periods a subscription missed on hold, and any payment less than two hours away", () => {
    expect(berlinTime(after("2026-01-15T09:00:00Z", "2026-05-20T12:00:00Z"))).toBe("2026-06-15 10:00");
    expect(berlinTime(after("2026-01-15T09:00:00Z", "2026-02-15T08:00:00Z"))).toBe("2026-03-15 10:00");
  });

  it("is none after the last payment, or within 23 hours before the end", () => {
    const end = at("2026-04-15T08:00:00Z");
    expect(after("2026-03-15T09:00:00Z", "2026-03-15T09:05:00Z", { end })).toBeNull();
    expect(berlinTime(after("2026-02-15T09:00:00Z", "2026-02-15T09:05:00Z", { end }))).toBe("2026-03-15 10:00");
    expect(after("2026-03-15T09:00:00Z", "2026-03-15T09:05:00Z", { end: at("2026-04-15T20:00:00Z") })).toBeNull();
  });

  it("keeps a synchronised subscription on its renewal day", () => {
    const rule: RenewalRule = { period: "month", interval: 2, renewalDay: { period: "month", day: 28 } };
    expect(berlinTime(after("2026-02-28T02:00:00Z", "2026-02-28T02:05:00Z", { rule }))).toBe("2026-04-28 03:00");
  });

  it("payments are strictly later and at least two hours ahead, payment after payment (fast-check)", () => {
    const plans = fc.record({ period: fc.constantFrom("day" as const, "week" as const, "month" as const, "year" as const), interval: fc.integer({ min: 1, max: 6 }) });
    fc.assert(
      fc.property(plans, fc.date({ min: at("2000-01-01T00:00:00Z"), max: at("2080-01-01T00:00:00Z"), noInvalidDate: true }), fc.integer({ min: 0, max: 200 }), (plan, start, lateHours) => {
        let scheduled = start;
        for (let i = 0; i < 5; i++) {
          const now = new Date(scheduled.getTime() + lateHours * 3_600_000);
          const next = nextPaymentAfter({ rule: { ...plan, renewalDay: null }, scheduled, trialEnd: null, end: null, now, timeZone: BERLIN });
          expect(next).not.toBeNull();
          expect(next!.getTime()).toBeGreaterThan(scheduled.getTime());
          expect(next!.getTime()).toBeGreaterThanOrEqual(now.getTime() + 2 * 3_600_000);
          scheduled = next!;
        }
      }),
    );
  });
});

describe("datesAfterEarlyRenewal", () => {
  const now = at("2026-03-01T12:00:00Z");
  it("moves the next payment by one period", () => {
    const dates = datesAfterEarlyRenewal({ rule: monthlyRule, nextPayment: at("2026-03-15T09:00:00Z"), end: null, now, timeZone: BERLIN });
    expect(berlinTime(dates.nextPayment)).toBe("2026-04-15 10:00");
  });

  it("drops a next payment that would be past the end, and moves the end when no payment is left", () => {
    const end = at("2026-04-15T08:00:00Z");
    expect(datesAfterEarlyRenewal({ rule: monthlyRule, nextPayment: at("2026-03-15T09:00:00Z"), end, now, timeZone: BERLIN })).toEqual({ nextPayment: null, end });
    const extended = datesAfterEarlyRenewal({ rule: monthlyRule, nextPayment: null, end, now, timeZone: BERLIN });
    expect(berlinTime(extended.end)).toBe("2026-05-15 10:00");
  });
});

describe("isInTrial", () => {
  it("is true before the trial's end only", () => {
    const trialEnd = at("2026-01-24T09:00:00Z");
    expect(isInTrial(trialEnd, at("2026-01-24T08:59:59Z"))).toBe(true);
    expect(isInTrial(trialEnd, trialEnd)).toBe(false);
    expect(isInTrial(null, trialEnd)).toBe(false);
  });
});
