import { isOneOf } from "../parse-enum.ts";

// The terms of a subscription as WooCommerce Subscriptions defines them (issue 10): a price per
// period (day, week, month or year) times an interval of 1 to 6, a length (until cancelled, or a
// number of periods) and an optional free trial. The shape matches the catalogue's
// SubscriptionTerms, so a product's terms can be passed as they are.

export const BILLING_PERIODS = ["day", "week", "month", "year"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** "Every 6th month" is the longest interval WooCommerce Subscriptions offers. */
export const MIN_BILLING_INTERVAL = 1;
export const MAX_BILLING_INTERVAL = 6;

/**
 * The longest length, and the longest free trial, of each period that WooCommerce Subscriptions
 * offers (wcs_get_non_cached_subscription_ranges: 90 days, 52 weeks, 24 months, 5 years).
 */
export const MAX_PERIODS: Readonly<Record<BillingPeriod, number>> = { day: 90, week: 52, month: 24, year: 5 };

/** A payment every `interval` periods. */
export interface BillingSchedule {
  period: BillingPeriod;
  interval: number;
}

export interface SubscriptionPlan extends BillingSchedule {
  /** Periods until it ends, a whole number of intervals; 0 = until cancelled. */
  length: number;
  /** Trial periods before the first payment; 0 = no trial. */
  trialLength: number;
  trialPeriod: BillingPeriod;
}

export function isBillingPeriod(value: string): value is BillingPeriod {
  return isOneOf(BILLING_PERIODS, value);
}

function isWholeBetween(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** What is wrong with a plan, in words for the merchant's log or form; empty when it is valid. */
export function subscriptionPlanProblems(plan: SubscriptionPlan): string[] {
  const problems: string[] = [];
  if (!isBillingPeriod(plan.period)) problems.push(`period must be one of ${BILLING_PERIODS.join(", ")}`);
  if (!isWholeBetween(plan.interval, MIN_BILLING_INTERVAL, MAX_BILLING_INTERVAL)) {
    problems.push(`interval must be a whole number from ${MIN_BILLING_INTERVAL} to ${MAX_BILLING_INTERVAL}`);
  }
  if (!isBillingPeriod(plan.trialPeriod)) problems.push(`trial period must be one of ${BILLING_PERIODS.join(", ")}`);
  if (problems.length > 0) return problems;

  if (!isWholeBetween(plan.length, 0, MAX_PERIODS[plan.period])) {
    problems.push(`length must be a whole number of ${plan.period}s from 0 (until cancelled) to ${MAX_PERIODS[plan.period]}`);
  } else if (plan.length % plan.interval !== 0) {
    // WooCommerce offers only lengths that end on a payment date (its admin.js drops the others),
    // so a subscription never ends part-way through a paid interval.
    problems.push(`length must be a multiple of the interval (${plan.interval})`);
  }
  if (!isWholeBetween(plan.trialLength, 0, MAX_PERIODS[plan.trialPeriod])) {
    problems.push(`trial length must be a whole number of ${plan.trialPeriod}s from 0 to ${MAX_PERIODS[plan.trialPeriod]}`);
  }
  return problems;
}
