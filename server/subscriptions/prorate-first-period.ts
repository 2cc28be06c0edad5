import type { BillingSchedule } from "./billing-period.ts";
import { prorate } from "./prorate.ts";
import type { RenewalDay } from "./renewal-day.ts";
import { isSameShopDay, shopDaysBetween } from "./shop-clock.ts";
import { addSynchronisedPeriods } from "./synchronised-renewal.ts";

// "A setting can prorate the first period" (issue 10): a synchronised subscription bought between
// renewal days pays at checkout only for the days until the first renewal day
// (WC_Subscriptions_Synchroniser::set_prorated_price_for_calculation).
//
// Like WooCommerce, the days charged are the days until the first payment, a started day counting
// whole (ceil), and a day is a day of the shop's calendar here, so a daylight saving change does
// not add or lose one. WooCommerce divides by the days of the current month (or 7, or 365/366)
// times the interval; we divide by the days of the billing period that ends on the first renewal
// day, which is the same in most cases and is exactly the period being paid for.

export interface FirstPeriodProration {
  /** Charged at checkout, in minor units. */
  amount: number;
  daysCharged: number;
  daysInPeriod: number;
}

export interface SynchronisedFirstPeriod {
  /** The recurring price for one full billing period (interval × period), in minor units. */
  price: number;
  schedule: BillingSchedule;
  renewalDay: RenewalDay;
  /** The first synchronised payment (firstSynchronisedPayment). */
  firstPayment: Date;
  now: Date;
  timeZone: string;
}

export function prorateFirstPeriod({ price, schedule, renewalDay, firstPayment, now, timeZone }: SynchronisedFirstPeriod): FirstPeriodProration {
  const periodStart = addSynchronisedPeriods(renewalDay, firstPayment, -schedule.interval, timeZone);
  const daysInPeriod = Math.round(shopDaysBetween(periodStart, firstPayment, timeZone));
  // Paying on the renewal day itself buys the whole period, as WooCommerce charges the full price then.
  if (isSameShopDay(firstPayment, now, timeZone)) return { amount: price, daysCharged: daysInPeriod, daysInPeriod };
  const daysCharged = Math.min(daysInPeriod, Math.max(0, Math.ceil(shopDaysBetween(now, firstPayment, timeZone))));
  return { amount: prorate(price, daysCharged, daysInPeriod), daysCharged, daysInPeriod };
}
