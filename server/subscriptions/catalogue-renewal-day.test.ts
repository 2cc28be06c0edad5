import { describe, expect, it } from "vitest";
import { renewalDayOfCatalogue, type CatalogueSchedule } from "./catalogue-renewal-day.ts";

const monthly: CatalogueSchedule = { period: "month", interval: 1, length: 0, trialLength: 0, trialPeriod: "day", syncDay: null };
const at = (iso: string) => new Date(iso);

describe("renewalDayOfCatalogue", () => {
  it("reads no renewal day for a product that is not synchronised, nor for a daily one", () => {
    expect(renewalDayOfCatalogue(monthly, at("2026-11-20T12:00:00Z"), "UTC")).toBeNull();
    expect(renewalDayOfCatalogue({ ...monthly, period: "day", syncDay: 3 }, at("2026-11-20T12:00:00Z"), "UTC")).toBeNull();
  });

  it("reads a weekly product's sync day as a weekday and a monthly one's as a day of the month", () => {
    expect(renewalDayOfCatalogue({ ...monthly, period: "week", syncDay: 1 }, at("2026-11-20T12:00:00Z"), "UTC")).toEqual({ period: "week", weekday: 1 });
    expect(renewalDayOfCatalogue({ ...monthly, syncDay: 15 }, at("2026-11-20T12:00:00Z"), "UTC")).toEqual({ period: "month", day: 15 });
  });

  it("gives a yearly product the month in which its day next comes in the shop's calendar", () => {
    expect(renewalDayOfCatalogue({ ...monthly, period: "year", syncDay: 1 }, at("2026-11-20T12:00:00Z"), "UTC")).toEqual({ period: "year", month: 12, day: 1 });
    expect(renewalDayOfCatalogue({ ...monthly, period: "year", syncDay: 25 }, at("2026-11-20T12:00:00Z"), "UTC")).toEqual({ period: "year", month: 11, day: 25 });
    // 20:00 on Nov 30 in Los Angeles is Dec 1 in UTC: the shop's day is still Nov 30, so the 1st to come is Dec 1.
    expect(renewalDayOfCatalogue({ ...monthly, period: "year", syncDay: 30 }, at("2026-12-01T04:00:00Z"), "America/Los_Angeles")).toEqual({ period: "year", month: 11, day: 30 });
    expect(renewalDayOfCatalogue({ ...monthly, period: "year", syncDay: 30 }, at("2026-12-01T04:00:00Z"), "UTC")).toEqual({ period: "year", month: 12, day: 30 });
  });

  it("counts a yearly product's month from the end of its free trial, so the trial does not push the first payment a year on", () => {
    const yearlyWithTrial: CatalogueSchedule = { ...monthly, period: "year", syncDay: 1, trialLength: 14, trialPeriod: "day" };
    // Nov 10 + 14 days = Nov 24: the 1st to come is Dec 1. Nov 20 + 14 days = Dec 4: it is Jan 1.
    expect(renewalDayOfCatalogue(yearlyWithTrial, at("2026-11-10T12:00:00Z"), "UTC")).toEqual({ period: "year", month: 12, day: 1 });
    expect(renewalDayOfCatalogue(yearlyWithTrial, at("2026-11-20T12:00:00Z"), "UTC")).toEqual({ period: "year", month: 1, day: 1 });
  });

  it("reads a day the period cannot have as not synchronised, so the product still sells", () => {
    expect(renewalDayOfCatalogue({ ...monthly, period: "week", syncDay: 9 }, at("2026-11-20T12:00:00Z"), "UTC")).toBeNull();
  });
});
