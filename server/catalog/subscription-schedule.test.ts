import { describe, expect, it } from "vitest";
import type { SubscriptionTerms } from "./catalog.ts";
import { addPeriods, firstPaymentDate, nextSyncDate, trialEndDate } from "./subscription-schedule.ts";

// Saturday, 21 November 2026, mid-afternoon UTC.
const now = new Date("2026-11-21T15:30:00Z");
const monthly: SubscriptionTerms = { period: "month", interval: 1, length: 0, signUpFee: 0, trialLength: 0, trialPeriod: "day", syncDay: null };
const iso = (d: Date): string => d.toISOString().slice(0, 10);

describe("firstPaymentDate", () => {
  it("is now without sync and trial", () => {
    expect(firstPaymentDate(monthly, now)).toEqual(now);
  });
  it("is the end of the trial without sync", () => {
    expect(iso(firstPaymentDate({ ...monthly, trialLength: 14 }, now))).toBe("2026-12-05");
    expect(iso(firstPaymentDate({ ...monthly, trialLength: 1, trialPeriod: "month" }, now))).toBe("2026-12-21");
  });
  it("is the next month day for a synced monthly subscription (today counts)", () => {
    expect(iso(firstPaymentDate({ ...monthly, syncDay: 25 }, now))).toBe("2026-11-25");
    expect(iso(firstPaymentDate({ ...monthly, syncDay: 21 }, now))).toBe("2026-11-21");
    expect(iso(firstPaymentDate({ ...monthly, syncDay: 1 }, now))).toBe("2026-12-01");
  });
  it("rolls over the year end", () => {
    expect(iso(firstPaymentDate({ ...monthly, syncDay: 5 }, new Date("2026-12-20T00:00:00Z")))).toBe("2027-01-05");
  });
  it("uses the month day for yearly subscriptions too", () => {
    expect(iso(firstPaymentDate({ ...monthly, period: "year", syncDay: 10 }, now))).toBe("2026-12-10");
  });
  it("is the next weekday for a synced weekly subscription", () => {
    // Monday
    expect(iso(firstPaymentDate({ ...monthly, period: "week", syncDay: 1 }, now))).toBe("2026-11-23");
    // Saturday is today
    expect(iso(firstPaymentDate({ ...monthly, period: "week", syncDay: 6 }, now))).toBe("2026-11-21");
    // Sunday
    expect(iso(firstPaymentDate({ ...monthly, period: "week", syncDay: 7 }, now))).toBe("2026-11-22");
  });
  it("syncs after the trial", () => {
    expect(iso(firstPaymentDate({ ...monthly, syncDay: 10, trialLength: 14 }, now))).toBe("2026-12-10");
    expect(iso(firstPaymentDate({ ...monthly, syncDay: 3, trialLength: 14 }, now))).toBe("2027-01-03");
  });
});

describe("period arithmetic", () => {
  it("clamps month ends", () => {
    expect(iso(addPeriods(new Date("2026-01-31T00:00:00Z"), 1, "month"))).toBe("2026-02-28");
    expect(iso(addPeriods(new Date("2028-02-29T00:00:00Z"), 1, "year"))).toBe("2029-02-28");
    expect(iso(addPeriods(now, 2, "week"))).toBe("2026-12-05");
  });
  it("has no trial end without a trial", () => {
    expect(trialEndDate(monthly, now)).toBeNull();
    expect(iso(nextSyncDate(28, "month", new Date("2026-02-28T23:00:00Z")))).toBe("2026-02-28");
  });
});
