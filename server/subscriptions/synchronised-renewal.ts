import { addRenewalPeriods, renewalDayOnOrAfter, type RenewalDay } from "./renewal-day.ts";
import { fromWallClock, shopDate, toWallClock } from "./shop-clock.ts";

// The instants of synchronised payments in the shop's time zone.

/**
 * WooCommerce Subscriptions takes a synchronised payment at 03:00 on the renewal day, shop time
 * (calculate_first_payment_date: "push it to 3am to account for any daylight savings changes"):
 * late enough that the night's clock change is over in most zones, early enough to be that day.
 */
export const SYNCHRONISED_PAYMENT_HOUR = 3;

/** 03:00 shop time on the first renewal day on or after the shop's day of `from` (today counts). */
export function firstSynchronisedPayment(renewalDay: RenewalDay, from: Date, timeZone: string): Date {
  const day = renewalDayOnOrAfter(renewalDay, shopDate(from, timeZone));
  return fromWallClock({ ...day, hour: SYNCHRONISED_PAYMENT_HOUR, minute: 0, second: 0, millisecond: 0 }, timeZone);
}

/**
 * The renewal day `count` periods after (or before, when negative) `from`, a synchronised payment,
 * at the same wall-clock time.
 */
export function addSynchronisedPeriods(renewalDay: RenewalDay, from: Date, count: number, timeZone: string): Date {
  const time = toWallClock(from, timeZone);
  const { year, month, day } = addRenewalPeriods(renewalDay, time, count);
  return fromWallClock({ ...time, year, month, day }, timeZone);
}
