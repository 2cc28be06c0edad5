import { addBillingPeriods } from "./add-billing-periods.ts";
import type { SubscriptionPlan } from "./billing-period.ts";
import { renewalDayOnOrAfter, renewalDayProblems, type RenewalDay } from "./renewal-day.ts";
import { shopDate } from "./shop-clock.ts";

// The catalogue stores a synchronised product's renewal day as one number, `syncDay` (WooCommerce's
// _subscription_payment_sync_date): a weekday 1–7 for weekly products, a day of the month 1–28 for
// monthly and yearly ones, null when not synchronised. This reads it as a RenewalDay. The shape is
// the catalogue's SubscriptionTerms, taken structurally: this module does not depend on the catalogue.

export interface CatalogueSchedule extends SubscriptionPlan {
  /** Weekday (weekly) or day of the month (monthly, yearly); null = not synchronised. */
  syncDay: number | null;
}

/**
 * The renewal day of a product bought at `start`, or null when it is not synchronised (daily
 * products never are).
 *
 * A yearly product's day needs a month, which the catalogue does not store (WooCommerce keeps a
 * day and a month; its CSV import skips them). Until it does, the month is the one in which the
 * day first comes after the sign-up (or after the free trial), which is when the old UTC-only
 * calculator took the first payment too: a yearly product on the 1st bought on Nov 20 renews on
 * Dec 1 every year.
 *
 * A day the period cannot have (a weekly product on day 9) reads as not synchronised: the product
 * still sells, renewing on its sign-up's anniversary, rather than failing every cart it is in.
 */
export function renewalDayOfCatalogue(schedule: CatalogueSchedule, start: Date, timeZone: string): RenewalDay | null {
  const day = readRenewalDay(schedule, start, timeZone);
  return day !== null && renewalDayProblems(day, schedule.period).length === 0 ? day : null;
}

function readRenewalDay(schedule: CatalogueSchedule, start: Date, timeZone: string): RenewalDay | null {
  const { syncDay } = schedule;
  if (syncDay === null) return null;
  switch (schedule.period) {
    case "day":
      return null;
    case "week":
      return { period: "week", weekday: syncDay };
    case "month":
      return { period: "month", day: syncDay };
    case "year": {
      const from = schedule.trialLength > 0 ? addBillingPeriods(start, schedule.trialLength, schedule.trialPeriod, timeZone) : start;
      const first = renewalDayOnOrAfter({ period: "month", day: syncDay }, shopDate(from, timeZone));
      return { period: "year", month: first.month, day: syncDay };
    }
  }
}
