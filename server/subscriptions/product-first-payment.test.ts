import { describe, expect, it } from "vitest";
import type { CatalogueSchedule } from "./catalogue-renewal-day.ts";
import { productFirstPayment } from "./product-first-payment.ts";

const onThe1st: CatalogueSchedule = { period: "month", interval: 1, length: 0, trialLength: 0, trialPeriod: "day", syncDay: 1 };
const LOS_ANGELES = { timeZone: "America/Los_Angeles", prorateFirstPeriod: false };

describe("productFirstPayment", () => {
  it("says nothing for a product that is not synchronised, as WooCommerce Subscriptions shows no date then", () => {
    expect(productFirstPayment({ ...onThe1st, syncDay: null }, LOS_ANGELES, new Date("2026-11-20T12:00:00Z"))).toBeNull();
  });

  it("dates the first payment on the next renewal day of the shop's calendar, and says Today! on it", () => {
    expect(productFirstPayment(onThe1st, LOS_ANGELES, new Date("2026-11-20T12:00:00Z"))).toEqual({ date: "2026-12-01", isToday: false, prorated: false });
    // 17:00 on Dec 1 in Los Angeles (already Dec 2 in UTC) is still the renewal day there.
    expect(productFirstPayment(onThe1st, LOS_ANGELES, new Date("2026-12-02T01:00:00Z"))).toEqual({ date: "2026-12-01", isToday: true, prorated: false });
  });

  it("says the first payment is prorated when the shop prorates", () => {
    expect(productFirstPayment(onThe1st, { ...LOS_ANGELES, prorateFirstPeriod: true }, new Date("2026-11-20T12:00:00Z"))).toEqual({ date: "2026-12-01", isToday: false, prorated: true });
  });
});
