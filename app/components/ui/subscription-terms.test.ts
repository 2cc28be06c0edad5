import { describe, expect, it } from "vitest";
import type { SubscriptionTerms } from "../../../server/catalog/catalog.ts";
import { describeFirstPayment, describeSubscriptionTerms } from "./subscription-terms.ts";

const monthly: SubscriptionTerms = { period: "month", interval: 1, length: 0, signUpFee: 0, trialLength: 0, trialPeriod: "day", syncDay: null };
const usd = { currency: "USD", locale: "en-US" };

describe("subscription words", () => {
  it("describes schedule, length, fee and trial as WooCommerce Subscriptions does", () => {
    expect(describeSubscriptionTerms(monthly, usd)).toBe("/ month");
    expect(describeSubscriptionTerms({ ...monthly, interval: 2 }, usd)).toBe("every 2 months");
    expect(describeSubscriptionTerms({ ...monthly, signUpFee: 500, trialLength: 14 }, usd)).toBe("/ month with a 14-day free trial and a $5.00 sign-up fee");
    expect(describeSubscriptionTerms({ ...monthly, length: 12, trialLength: 1, trialPeriod: "week" }, usd)).toBe("/ month for 12 months with a 1-week free trial");
    expect(describeSubscriptionTerms({ ...monthly, period: "year", signUpFee: 500 }, usd)).toBe("/ year with a $5.00 sign-up fee");
  });

  it("says when the first payment is, in the shop's locale", () => {
    const december = { date: "2026-12-01", isToday: false, prorated: false };
    expect(describeFirstPayment(december, "en-US")).toBe("First payment: December 1, 2026");
    expect(describeFirstPayment(december, "en-GB")).toBe("First payment: 1 December 2026");
  });

  it("says 'Today!' when the first payment is taken at checkout, and names the next payment when the first is prorated", () => {
    expect(describeFirstPayment({ date: "2026-12-01", isToday: true, prorated: false }, "en-US")).toBe("First payment: Today!");
    expect(describeFirstPayment({ date: "2026-12-01", isToday: false, prorated: true }, "en-US")).toBe("First payment prorated. Next payment: December 1, 2026");
  });
});
