import type { SubscriptionTerms } from "../catalog/catalog.ts";
import { renewalDayOfCatalogue } from "../subscriptions/catalogue-renewal-day.ts";
import { prorateFirstPeriod } from "../subscriptions/prorate-first-period.ts";
import type { SignUpSettings } from "../subscriptions/sign-up-settings.ts";
import { datesOfNewSubscription, type FirstCharge } from "../subscriptions/subscription-schedule.ts";
import { firstSynchronisedPayment } from "../subscriptions/synchronised-renewal.ts";

// What one unit of a subscription costs at checkout today, by WooCommerce Subscriptions' rules
// (WC_Subscriptions_Cart::calculate_subscription_totals, decision 026): the sign-up fee, plus the
// recurring price unless something delays it:
// - a free trial: nothing recurring until the trial ends;
// - a synchronised product bought before its renewal day: nothing until that day, or, when the shop
//   prorates (SUBSCRIPTIONS_PRORATE_FIRST_PERIOD), the days until then;
// - bought on the renewal day itself: the full price, "Today!".
// The recurring price is what the checkout's recurring carts charge at each renewal.

export interface SignUpPrice {
  /** The sign-up fee plus `recurringToday`, per unit. */
  unitPrice: number;
  /** The part of the recurring price charged today, per unit. */
  recurringToday: number;
  firstCharge: FirstCharge;
}

export function priceSignUp(terms: SubscriptionTerms, recurringPrice: number, settings: SignUpSettings, now: Date): SignUpPrice {
  const { timeZone } = settings;
  const renewalDay = renewalDayOfCatalogue(terms, now, timeZone);
  const { firstCharge } = datesOfNewSubscription({ plan: terms, renewalDay, prorateFirstPeriod: settings.prorateFirstPeriod, start: now, timeZone });
  let recurringToday = 0;
  if (firstCharge === "full") recurringToday = recurringPrice;
  // Only a synchronised subscription without a trial is prorated, so the renewal day is known and
  // the first payment is the first renewal day from now.
  if (firstCharge === "prorated" && renewalDay !== null) {
    const firstPayment = firstSynchronisedPayment(renewalDay, now, timeZone);
    recurringToday = prorateFirstPeriod({ price: recurringPrice, schedule: terms, renewalDay, firstPayment, now, timeZone }).amount;
  }
  return { unitPrice: terms.signUpFee + recurringToday, recurringToday, firstCharge };
}
