import { MS_PER_HOUR } from "./shop-clock.ts";

// Retrying a failed automatic renewal payment (issue 10), by WooCommerce Subscriptions' default
// rules (WCS_Retry_Rules in includes/payment-retry/): after 12 hours, another 12, then 24, 48 and
// 72 hours; after the fifth retry fails, no more. The customer is mailed when the 2nd, 4th and
// 5th retries are scheduled, not the 1st and 3rd, so a card that works again by itself bothers
// them less; the shop is mailed every time. Throughout, WooCommerce keeps the renewal order pending and the
// subscription on hold. Waits are elapsed time, not wall-clock time: a retry 24 hours on is
// 24 hours on even across a daylight saving change.

export interface RenewalRetryRule {
  /** How long after the failure to try again. */
  waitMs: number;
  emailCustomer: boolean;
  emailShop: boolean;
}

export const DEFAULT_RENEWAL_RETRY_RULES: readonly RenewalRetryRule[] = [
  { waitMs: 12 * MS_PER_HOUR, emailCustomer: false, emailShop: true },
  { waitMs: 12 * MS_PER_HOUR, emailCustomer: true, emailShop: true },
  { waitMs: 24 * MS_PER_HOUR, emailCustomer: false, emailShop: true },
  { waitMs: 48 * MS_PER_HOUR, emailCustomer: true, emailShop: true },
  { waitMs: 72 * MS_PER_HOUR, emailCustomer: true, emailShop: true },
];

export interface RenewalRetry {
  retryAt: Date;
  rule: RenewalRetryRule;
}

/**
 * The retry after a failed payment at `failedAt`, when `retriesSoFar` retries were already made
 * for this renewal (0 after the scheduled payment itself failed); null when none is left.
 */
export function nextRenewalRetry(retriesSoFar: number, failedAt: Date, rules: readonly RenewalRetryRule[] = DEFAULT_RENEWAL_RETRY_RULES): RenewalRetry | null {
  if (!Number.isInteger(retriesSoFar) || retriesSoFar < 0) throw new RangeError(`retriesSoFar must be a whole number ≥ 0, got ${retriesSoFar}`);
  const rule = rules[retriesSoFar];
  return rule ? { retryAt: new Date(failedAt.getTime() + rule.waitMs), rule } : null;
}
