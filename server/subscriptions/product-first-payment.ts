import { renewalDayOfCatalogue, type CatalogueSchedule } from "./catalogue-renewal-day.ts";
import { firstPaymentNotice, type FirstPaymentNotice } from "./first-payment-notice.ts";
import type { SignUpSettings } from "./sign-up-settings.ts";

/**
 * "First payment: <date>" (or "Today!", or "prorated") under a synchronised product or variation,
 * for a sign-up at `now`; null when it is not synchronised, where WooCommerce Subscriptions shows
 * nothing (WC_Subscriptions_Synchroniser::get_products_first_payment_date).
 */
export function productFirstPayment(schedule: CatalogueSchedule, settings: SignUpSettings, now: Date): FirstPaymentNotice | null {
  const renewalDay = renewalDayOfCatalogue(schedule, now, settings.timeZone);
  if (renewalDay === null) return null;
  return firstPaymentNotice({ plan: schedule, renewalDay, prorateFirstPeriod: settings.prorateFirstPeriod, now, timeZone: settings.timeZone });
}
