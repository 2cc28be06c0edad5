import { describe, expect, it } from "vitest";
import { isBillingPeriod, subscriptionPlanProblems, type SubscriptionPlan } from "./billing-period.ts";

const monthly: SubscriptionPlan = { period: "month", interval: 1, length: 0, trialLength: 0, trialPeriod: "day" };

describe("subscriptionPlanProblems", () => {
  it("accepts WooCommerce's ranges: every 1st–6th period, until cancelled or up to 24 months, trials up to 90 days", () => {
    expect(subscriptionPlanProblems(monthly)).toEqual([]);
    expect(subscriptionPlanProblems({ ...monthly, interval: 6, length: 24 })).toEqual([]);
    expect(subscriptionPlanProblems({ ...monthly, period: "year", length: 5, trialLength: 90, trialPeriod: "day" })).toEqual([]);
  });

  it("refuses an interval outside 1–6 or a fraction", () => {
    expect(subscriptionPlanProblems({ ...monthly, interval: 0 })).toHaveLength(1);
    expect(subscriptionPlanProblems({ ...monthly, interval: 7 })).toHaveLength(1);
    expect(subscriptionPlanProblems({ ...monthly, interval: 1.5 })).toHaveLength(1);
  });

  it("refuses a length that ends between payments or is longer than WooCommerce offers", () => {
    expect(subscriptionPlanProblems({ ...monthly, interval: 2, length: 3 })).toEqual(["length must be a multiple of the interval (2)"]);
    expect(subscriptionPlanProblems({ ...monthly, length: 25 })).toHaveLength(1);
    expect(subscriptionPlanProblems({ ...monthly, period: "year", length: 6 })).toHaveLength(1);
  });

  it("refuses a negative or too long trial", () => {
    expect(subscriptionPlanProblems({ ...monthly, trialLength: -1 })).toHaveLength(1);
    expect(subscriptionPlanProblems({ ...monthly, trialLength: 53, trialPeriod: "week" })).toHaveLength(1);
  });

  it("refuses an unknown period from untyped input", () => {
    const fortnightly = { ...monthly, period: "fortnight" } as unknown as SubscriptionPlan;
    expect(subscriptionPlanProblems(fortnightly)).toEqual(["period must be one of day, week, month, year"]);
    expect(isBillingPeriod("week")).toBe(true);
    expect(isBillingPeriod("weeks")).toBe(false);
  });
});
