import { addBillingPeriods } from "./add-billing-periods.ts";
import type { BillingSchedule, SubscriptionPlan } from "./billing-period.ts";
import type { RenewalDay } from "./renewal-day.ts";
import { MS_PER_HOUR, isSameShopDay } from "./shop-clock.ts";
import { addSynchronisedPeriods, firstSynchronisedPayment } from "./synchronised-renewal.ts";

// A subscription's dates (issue 10): start, trial end, next payment and end, as
// WooCommerce Subscriptions computes them (WC_Subscriptions_Product::get_trial_expiration_date,
// get_first_renewal_payment_time, get_expiration_date; WC_Subscription::calculate_next_payment_date;
// WCS_Early_Renewal_Manager::get_dates_to_update), on the shop's calendar. Each function takes
// the time it is asked at (`now`) instead of reading a clock.

/** How a subscription's payments follow each other: its billing schedule, maybe synchronised. */
export interface RenewalRule extends BillingSchedule {
  /** The day every subscriber renews on; null when each renews on their own sign-up's anniversary. */
  renewalDay: RenewalDay | null;
}

/** What checkout charges for the first period: the full price, the part until the renewal day, or nothing. */
export type FirstCharge = "full" | "prorated" | "none";

export interface NewSubscriptionDates {
  start: Date;
  trialEnd: Date | null;
  /** The first payment after sign-up; null when the sign-up's payment is the only one. */
  nextPayment: Date | null;
  end: Date | null;
  firstCharge: FirstCharge;
}

/**
 * WooCommerce takes no payment within 23 hours before the end (calculate_next_payment_date): an
 * end that falls on a payment's day, hours after it, means that payment is not due.
 */
const NO_PAYMENT_BEFORE_END_MS = 23 * MS_PER_HOUR;

/**
 * A next payment less than two hours ahead is skipped to the one after: WooCommerce's guard that a
 * clock change never charges two renewals on one day (calculate_next_payment_date).
 */
const MIN_LEAD_MS = 2 * MS_PER_HOUR;

/** As in WooCommerce: enough to catch up years of missed daily payments, and never loop forever. */
const MAX_CATCH_UP_STEPS = 3000;

function addRenewals(rule: RenewalRule, from: Date, count: number, timeZone: string): Date {
  return rule.renewalDay ? addSynchronisedPeriods(rule.renewalDay, from, count, timeZone) : addBillingPeriods(from, count, rule.period, timeZone);
}

function dueBeforeEnd(payment: Date, end: Date | null): Date | null {
  return end !== null && payment.getTime() + NO_PAYMENT_BEFORE_END_MS > end.getTime() ? null : payment;
}

export interface NewSubscription {
  plan: SubscriptionPlan;
  renewalDay: RenewalDay | null;
  /** The shop's setting: charge the days until the renewal day at sign-up, or nothing. */
  prorateFirstPeriod: boolean;
  /** The sign-up. */
  start: Date;
  timeZone: string;
}

/**
 * The dates of a subscription bought at `start`.
 * - A free trial delays the first payment to its end; nothing recurring is charged at sign-up.
 * - A synchronised subscription pays first at 03:00 on the renewal day on or after the trial end or
 *   sign-up. When that day is today, it pays at sign-up and next on the following renewal day;
 *   otherwise checkout charges the days until then (prorated) or nothing, as the shop is set.
 * - Otherwise it pays at sign-up and next one interval later.
 * The end is `length` periods after the first payment date (trial end, renewal day or sign-up).
 * The plan and renewal day are the caller's to validate (subscriptionPlanProblems, renewalDayProblems).
 */
export function datesOfNewSubscription({ plan, renewalDay, prorateFirstPeriod, start, timeZone }: NewSubscription): NewSubscriptionDates {
  const rule: RenewalRule = { period: plan.period, interval: plan.interval, renewalDay };
  let trialEnd = plan.trialLength > 0 ? addBillingPeriods(start, plan.trialLength, plan.trialPeriod, timeZone) : null;
  let firstCharge: FirstCharge;
  let anchor: Date;
  let nextPayment: Date;

  if (renewalDay) {
    anchor = firstSynchronisedPayment(renewalDay, trialEnd ?? start, timeZone);
    // The renewal day counts when the trial ends on it, even later that day than 03:00; the trial
    // then ends at the payment, as WooCommerce moves it (recalculate_product_trial_expiration_date).
    if (trialEnd && trialEnd > anchor) trialEnd = anchor;
    const payToday = trialEnd === null && isSameShopDay(anchor, start, timeZone);
    firstCharge = trialEnd !== null ? "none" : payToday ? "full" : prorateFirstPeriod ? "prorated" : "none";
    nextPayment = payToday ? addRenewals(rule, anchor, plan.interval, timeZone) : anchor;
  } else {
    anchor = trialEnd ?? start;
    firstCharge = trialEnd ? "none" : "full";
    nextPayment = trialEnd ?? addRenewals(rule, start, plan.interval, timeZone);
  }

  const end = plan.length > 0 ? addRenewals(rule, anchor, plan.length, timeZone) : null;
  return { start, trialEnd, nextPayment: dueBeforeEnd(nextPayment, end), end, firstCharge };
}

export interface PaymentTaken {
  rule: RenewalRule;
  /** When the payment just taken was scheduled (not when it was paid: a retry does not move the schedule). */
  scheduled: Date;
  trialEnd: Date | null;
  end: Date | null;
  now: Date;
  timeZone: string;
}

/**
 * The payment after the one scheduled at `scheduled`: still the trial's end during a trial,
 * otherwise one interval on, skipping any that would be less than two hours from `now` (a
 * subscription that was on hold does not charge for the periods it missed); null past the end.
 */
export function nextPaymentAfter({ rule, scheduled, trialEnd, end, now, timeZone }: PaymentTaken): Date | null {
  if (trialEnd && trialEnd > now) return dueBeforeEnd(trialEnd, end);
  let next = addRenewals(rule, scheduled, rule.interval, timeZone);
  for (let step = 1; next.getTime() < now.getTime() + MIN_LEAD_MS && step < MAX_CATCH_UP_STEPS; step++) {
    next = addRenewals(rule, next, rule.interval, timeZone);
  }
  return dueBeforeEnd(next, end);
}

export interface EarlyRenewal {
  rule: RenewalRule;
  nextPayment: Date | null;
  end: Date | null;
  now: Date;
  timeZone: string;
}

/**
 * The dates after the customer renews early (WCS_Early_Renewal_Manager::get_dates_to_update): the
 * next payment moves one interval on (and disappears past the end); with no payment ahead, the
 * end moves one interval on instead.
 */
export function datesAfterEarlyRenewal({ rule, nextPayment, end, now, timeZone }: EarlyRenewal): { nextPayment: Date | null; end: Date | null } {
  if (nextPayment && nextPayment > now) {
    return { nextPayment: dueBeforeEnd(addRenewals(rule, nextPayment, rule.interval, timeZone), end), end };
  }
  return { nextPayment, end: end ? addRenewals(rule, end, rule.interval, timeZone) : null };
}

/** True while the free trial runs: before its end, not at it. */
export function isInTrial(trialEnd: Date | null, now: Date): boolean {
  return trialEnd !== null && now < trialEnd;
}
