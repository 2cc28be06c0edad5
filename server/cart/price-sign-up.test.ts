import { describe, expect, it } from "vitest";
import type { SubscriptionTerms } from "../catalog/catalog.ts";
import { priceSignUp } from "./price-sign-up.ts";

const monthly: SubscriptionTerms = { period: "month", interval: 1, length: 0, signUpFee: 0, trialLength: 0, trialPeriod: "day", syncDay: null };
const onThe1st: SubscriptionTerms = { ...monthly, syncDay: 1 };
const UTC = { timeZone: "UTC", prorateFirstPeriod: false };
const PRORATING = { ...UTC, prorateFirstPeriod: true };
const nov20 = new Date("2026-11-20T12:00:00Z");

describe("priceSignUp: what one unit of a subscription costs today", () => {
  it("charges the recurring price today for a plain subscription, plus its sign-up fee", () => {
    expect(priceSignUp(monthly, 2400, UTC, nov20)).toEqual({ unitPrice: 2400, recurringToday: 2400, firstCharge: "full" });
    expect(priceSignUp({ ...monthly, signUpFee: 500 }, 2400, UTC, nov20)).toEqual({ unitPrice: 2900, recurringToday: 2400, firstCharge: "full" });
  });

  it("charges only the sign-up fee when a free trial delays the first payment", () => {
    expect(priceSignUp({ ...monthly, signUpFee: 500, trialLength: 14 }, 2400, UTC, nov20)).toEqual({ unitPrice: 500, recurringToday: 0, firstCharge: "none" });
    expect(priceSignUp({ ...monthly, trialLength: 1, trialPeriod: "week" }, 2400, PRORATING, nov20).unitPrice).toBe(0);
  });

  it("charges nothing recurring for a synchronised subscription bought before its renewal day when the shop does not prorate", () => {
    expect(priceSignUp({ ...onThe1st, signUpFee: 300 }, 1900, UTC, nov20)).toEqual({ unitPrice: 300, recurringToday: 0, firstCharge: "none" });
  });

  it("charges the days until the renewal day when the shop prorates, counting a started day whole", () => {
    // Nov 20 12:00 → Dec 1 03:00 is 10.6 days, charged as 11 of November's 30.
    const price = priceSignUp({ ...onThe1st, signUpFee: 300 }, 1900, PRORATING, nov20);
    expect(price).toEqual({ unitPrice: 300 + Math.round((1900 * 11) / 30), recurringToday: Math.round((1900 * 11) / 30), firstCharge: "prorated" });
  });

  it("charges the full price on the renewal day itself, whether or not the shop prorates", () => {
    const dec1 = new Date("2026-12-01T15:00:00Z");
    expect(priceSignUp(onThe1st, 1900, UTC, dec1)).toEqual({ unitPrice: 1900, recurringToday: 1900, firstCharge: "full" });
    expect(priceSignUp(onThe1st, 1900, PRORATING, dec1)).toEqual({ unitPrice: 1900, recurringToday: 1900, firstCharge: "full" });
  });

  it("asks the shop's calendar whether today is the renewal day: 23:30 on Nov 30 in Los Angeles is not Dec 1", () => {
    const lateNov30InLosAngeles = new Date("2026-12-01T07:30:00Z");
    expect(priceSignUp(onThe1st, 1900, UTC, lateNov30InLosAngeles).firstCharge).toBe("full");
    expect(priceSignUp(onThe1st, 1900, { ...UTC, timeZone: "America/Los_Angeles" }, lateNov30InLosAngeles)).toEqual({ unitPrice: 0, recurringToday: 0, firstCharge: "none" });
  });

  it("never prorates a synchronised subscription with a free trial: only its sign-up fee is due", () => {
    expect(priceSignUp({ ...onThe1st, signUpFee: 300, trialLength: 7 }, 1900, PRORATING, nov20)).toEqual({ unitPrice: 300, recurringToday: 0, firstCharge: "none" });
  });
});
