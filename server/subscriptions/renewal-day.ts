import type { BillingPeriod } from "./billing-period.ts";
import { addDays, daysInMonth, isoWeekday, shiftMonth } from "./calendar-date.ts";
import type { CalendarDate } from "./shop-clock.ts";

// Synchronised renewals (issue 10, WC_Subscriptions_Synchroniser): every subscriber of a product
// pays on the same day — a weekday for weekly products, a day of the month for monthly ones, a
// day of the year for yearly ones. Daily products cannot be synchronised.

export type RenewalDay =
  /** 1 = Monday … 7 = Sunday, WooCommerce's numbering. */
  | { period: "week"; weekday: number }
  /**
   * 1–28, which every month has, or "last". WooCommerce stores "last day of the month" as 28 and
   * offers 1–27 besides; an import of its data maps 28 to "last".
   */
  | { period: "month"; day: number | "last" }
  /** A day every year has: WooCommerce offers February's days up to the 28th. */
  | { period: "year"; month: number; day: number };

/** A year with a 28-day February, for "does every year have this day". */
const COMMON_YEAR = 2001;

const isWholeBetween = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** What is wrong with a renewal day for a product billed per `period`; empty when it is valid. */
export function renewalDayProblems(renewalDay: RenewalDay, period: BillingPeriod): string[] {
  if (renewalDay.period !== period) return [`a ${period}ly product cannot renew on a ${renewalDay.period}ly day`];
  switch (renewalDay.period) {
    case "week":
      return isWholeBetween(renewalDay.weekday, 1, 7) ? [] : ["weekday must be 1 (Monday) to 7 (Sunday)"];
    case "month":
      return renewalDay.day === "last" || isWholeBetween(renewalDay.day, 1, 28) ? [] : ['day of the month must be 1 to 28 or "last"'];
    case "year":
      if (!isWholeBetween(renewalDay.month, 1, 12)) return ["month must be 1 to 12"];
      return isWholeBetween(renewalDay.day, 1, daysInMonth(COMMON_YEAR, renewalDay.month)) ? [] : ["day must exist in that month every year"];
  }
}

function dayOfMonth(renewalDay: { day: number | "last" }, year: number, month: number): number {
  return renewalDay.day === "last" ? daysInMonth(year, month) : renewalDay.day;
}

/** The first renewal day on or after `date`: today counts, as it does in WooCommerce. */
export function renewalDayOnOrAfter(renewalDay: RenewalDay, date: CalendarDate): CalendarDate {
  switch (renewalDay.period) {
    case "week":
      return addDays(date, (renewalDay.weekday - isoWeekday(date) + 7) % 7);
    case "month": {
      const thisMonth = dayOfMonth(renewalDay, date.year, date.month);
      if (thisMonth >= date.day) return { year: date.year, month: date.month, day: thisMonth };
      const next = shiftMonth(date.year, date.month, 1);
      return { ...next, day: dayOfMonth(renewalDay, next.year, next.month) };
    }
    case "year": {
      const passed = renewalDay.month < date.month || (renewalDay.month === date.month && renewalDay.day < date.day);
      return { year: passed ? date.year + 1 : date.year, month: renewalDay.month, day: renewalDay.day };
    }
  }
}

/**
 * The renewal day `count` periods after (or before, when negative) `date`, which is itself a
 * renewal day. Months are stepped on the month and the day taken from the renewal day, so a
 * subscription on the 28th never drifts to month ends, and one on the last day always stays there.
 */
export function addRenewalPeriods(renewalDay: RenewalDay, date: CalendarDate, count: number): CalendarDate {
  if (!Number.isInteger(count)) throw new RangeError(`A number of periods must be whole, got ${count}`);
  switch (renewalDay.period) {
    case "week":
      return addDays(date, count * 7);
    case "month": {
      const target = shiftMonth(date.year, date.month, count);
      return { ...target, day: dayOfMonth(renewalDay, target.year, target.month) };
    }
    case "year":
      return { year: date.year + count, month: renewalDay.month, day: renewalDay.day };
  }
}
