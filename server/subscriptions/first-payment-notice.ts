import type { SubscriptionPlan } from "./billing-period.ts";
import type { RenewalDay } from "./renewal-day.ts";
import { formatIsoDate, isSameShopDay, shopDate } from "./shop-clock.ts";
import { datesOfNewSubscription } from "./subscription-schedule.ts";

// What the product page says under a synchronised variation (issue 10; WooCommerce's
// WC_Subscriptions_Synchroniser::get_products_first_payment_date): "First payment: <date>",
// "First payment: Today!", or "First payment prorated. Next payment: <date>". The words are the
// storefront's; this gives it the facts.

export interface FirstPaymentNotice {
  /** The shop's calendar day of the first payment (after the sign-up's own), "2026-12-01". */
  date: string;
  /** The first payment is taken at checkout: "Today!". */
  isToday: boolean;
  /** Checkout charges only the days until `date`: "First payment prorated. Next payment: …". */
  prorated: boolean;
}

export interface ProductOnPage {
  plan: SubscriptionPlan;
  renewalDay: RenewalDay | null;
  prorateFirstPeriod: boolean;
  now: Date;
  timeZone: string;
}

/** "Today" is the shop's day, not the server's or UTC's: at 23:30 in Los Angeles it is already tomorrow in UTC. */
export function isToday(instant: Date, now: Date, timeZone: string): boolean {
  return isSameShopDay(instant, now, timeZone);
}

export function firstPaymentNotice({ plan, renewalDay, prorateFirstPeriod, now, timeZone }: ProductOnPage): FirstPaymentNotice {
  const dates = datesOfNewSubscription({ plan, renewalDay, prorateFirstPeriod, start: now, timeZone });
  if (dates.firstCharge === "full") return { date: formatIsoDate(shopDate(now, timeZone)), isToday: true, prorated: false };
  // Without a full charge today there is a trial or a renewal day ahead, so a next payment.
  const first = dates.nextPayment ?? now;
  return { date: formatIsoDate(shopDate(first, timeZone)), isToday: isToday(first, now, timeZone), prorated: dates.firstCharge === "prorated" };
}
