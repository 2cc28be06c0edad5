import type { BillingPeriod } from "./billing-period.ts";
import { addDays, daysInMonth, isLastDayOfMonth, shiftMonth } from "./calendar-date.ts";
import { fromWallClock, toWallClock, type CalendarDate } from "./shop-clock.ts";

// Moving a date by billing periods, on the shop's calendar and clock (decision 025).
//
// Days and weeks are calendar days: a renewal at 09:00 stays at 09:00 across a daylight saving
// change, where a day has 23 or 25 hours. (WooCommerce Subscriptions adds 86,400 s per day in UTC,
// so its local renewal time shifts by an hour twice a year.)
//
// Months follow wcs_add_months (includes/wcs-time-functions.php in woocommerce-subscriptions-core):
// - a date on the last day of its month moves to the last day of the target month;
// - a day the target month lacks becomes the target month's last day (Jan 31 + 1 month = Feb 28);
// - any other day stays (Jan 15 + 1 month = Feb 15).
// A subscription's next date is computed from its previous scheduled date, so once a date is on a
// month's last day it stays on month ends: Jan 31 → Feb 28 → Mar 31 → Apr 30. WooCommerce's own
// tests pin this for dates that began on a short month's last day: Apr 30 + 6 months = Oct 31,
// Sep 30 + 61 months = Oct 31. It also means Jan 30 → Feb 28 → Mar 31 (not Mar 30), and that a
// subscription on the 28th, 29th or 30th joins the month ends after a February that ends on its
// day (Jan 28, 2026 → Feb 28 → Mar 31). Keeping the 28th would need the subscription's original
// day stored beside its dates; we keep WooCommerce's rule so that imported subscriptions renew
// on the days they would have there. A synchronised subscription keeps its day (renewal-day.ts).
//
// A year is twelve months under the same rule: Feb 29, 2024 + 1 year = Feb 28, 2025, and a yearly
// subscription from a leap day is back on Feb 29 in 2028 (Feb 28 is then February's last day).
// WooCommerce adds years with PHP's strtotime("+1 year"), which gives Mar 1, 2025 and then stays
// in March for good; its wcs_add_months(…, 12) gives Feb 28, as we do.

/** `date` moved by `months` (negative goes back) with WooCommerce Subscriptions' month-end rule. */
export function addMonthsToDate(date: CalendarDate, months: number): CalendarDate {
  const target = shiftMonth(date.year, date.month, months);
  const lastDay = daysInMonth(target.year, target.month);
  const day = isLastDayOfMonth(date) || date.day > lastDay ? lastDay : date.day;
  return { ...target, day };
}

/** `date` moved by `count` periods (negative goes back). */
export function addPeriodsToDate(date: CalendarDate, count: number, period: BillingPeriod): CalendarDate {
  if (!Number.isInteger(count)) throw new RangeError(`A number of periods must be whole, got ${count}`);
  switch (period) {
    case "day":
      return addDays(date, count);
    case "week":
      return addDays(date, count * 7);
    case "month":
      return addMonthsToDate(date, count);
    case "year":
      return addMonthsToDate(date, count * 12);
  }
}

/**
 * `from` moved by `count` periods in the shop's time zone, at the same wall-clock time. When that
 * time does not exist on the target day (a spring-forward gap), it is the instant just as far
 * after the gap; when it happens twice, the earlier one (see fromWallClock).
 */
export function addBillingPeriods(from: Date, count: number, period: BillingPeriod, timeZone: string): Date {
  const time = toWallClock(from, timeZone);
  const { year, month, day } = addPeriodsToDate(time, count, period);
  return fromWallClock({ ...time, year, month, day }, timeZone);
}
