import { describe, expect, it } from "vitest";
import type { SubscriptionPlan } from "./billing-period.ts";
import { firstPaymentNotice, isToday } from "./first-payment-notice.ts";
import type { RenewalDay } from "./renewal-day.ts";

const at = (iso: string) => new Date(iso);
const monthly: SubscriptionPlan = { period: "month", interval: 1, length: 0, trialLength: 0, trialPeriod: "day" };
const first: RenewalDay = { period: "month", day: 1 };
const LOS_ANGELES = "America/Los_Angeles";
const notice = (now: string, timeZone: string, extra: Partial<Parameters<typeof firstPaymentNotice>[0]> = {}) =>
  firstPaymentNotice({ plan: monthly, renewalDay: first, prorateFirstPeriod: false, now: at(now), timeZone, ...extra });

describe("firstPaymentNotice: 'Today!' is the shop's today", () => {
  it("at 23:30 on Nov 30 in Los Angeles the 1st is tomorrow, though UTC already says Dec 1", () => {
    expect(notice("2026-12-01T07:30:00Z", LOS_ANGELES)).toEqual({ date: "2026-12-01", isToday: false, prorated: false });
    expect(notice("2026-12-01T07:30:00Z", "UTC")).toEqual({ date: "2026-12-01", isToday: true, prorated: false });
  });

  it("at 00:30 on Dec 1 in Los Angeles it is Today!", () => {
    expect(notice("2026-12-01T08:30:00Z", LOS_ANGELES)).toEqual({ date: "2026-12-01", isToday: true, prorated: false });
  });

  it("at 00:30 on Dec 1 in Sydney it is Today!, while UTC still says Nov 30", () => {
    expect(notice("2026-11-30T13:30:00Z", "Australia/Sydney")).toEqual({ date: "2026-12-01", isToday: true, prorated: false });
    expect(notice("2026-11-30T13:30:00Z", "UTC").isToday).toBe(false);
  });

  it("at 23:59 on the renewal day it is still Today!, a minute later the next month", () => {
    expect(notice("2026-12-02T07:59:00Z", LOS_ANGELES)).toEqual({ date: "2026-12-01", isToday: true, prorated: false });
    expect(notice("2026-12-02T08:00:00Z", LOS_ANGELES)).toEqual({ date: "2027-01-01", isToday: false, prorated: false });
  });
});

describe("firstPaymentNotice: what checkout charges", () => {
  it("says 'First payment prorated' when the shop prorates and the renewal day is ahead", () => {
    expect(notice("2026-11-21T20:00:00Z", LOS_ANGELES, { prorateFirstPeriod: true })).toEqual({ date: "2026-12-01", isToday: false, prorated: true });
  });

  it("never prorates a subscription with a free trial, whose first payment is the first renewal day after the trial", () => {
    const withTrial = { ...monthly, trialLength: 14 };
    expect(notice("2026-11-21T20:00:00Z", LOS_ANGELES, { plan: withTrial, prorateFirstPeriod: true })).toEqual({ date: "2027-01-01", isToday: false, prorated: false });
  });

  it("without a renewal day: today, or the trial's end", () => {
    expect(notice("2026-11-21T20:00:00Z", LOS_ANGELES, { renewalDay: null })).toEqual({ date: "2026-11-21", isToday: true, prorated: false });
    expect(notice("2026-11-21T20:00:00Z", LOS_ANGELES, { renewalDay: null, plan: { ...monthly, trialLength: 1, trialPeriod: "week" } })).toEqual({ date: "2026-11-28", isToday: false, prorated: false });
  });
});

describe("isToday", () => {
  it("compares the shop's days, a 23-hour day of a clock change included", () => {
    const now = at("2026-03-08T09:00:00Z"); // Mar 8, 01:00 PST; at 02:00 the clocks jump to 03:00 PDT
    expect(isToday(at("2026-03-08T07:59:00Z"), now, LOS_ANGELES)).toBe(false); // Mar 7, 23:59 PST
    expect(isToday(at("2026-03-08T08:00:00Z"), now, LOS_ANGELES)).toBe(true); // Mar 8, 00:00 PST
    expect(isToday(at("2026-03-09T06:59:00Z"), now, LOS_ANGELES)).toBe(true); // Mar 8, 23:59 PDT
    expect(isToday(at("2026-03-09T07:00:00Z"), now, LOS_ANGELES)).toBe(false); // Mar 9, 00:00 PDT
  });
});
