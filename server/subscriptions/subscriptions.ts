import type { OrderLine, OrderShippingLine, OrderTaxLine, OrderTotals } from "../orders/orders.ts";
import type { SubscriptionPlan } from "./billing-period.ts";
import type { RenewalDay } from "./renewal-day.ts";

// Subscriptions (issue 10): the contract between the checkout, which prices what a cart will
// renew at, and this module, which keeps the subscription record and renews it. A browser
// contract: types and constants only (docs/decisions/026).

export const SUBSCRIPTION_STATUSES = ["pending", "active", "on-hold", "pending-cancel", "cancelled", "expired"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * What one group of a cart's subscriptions renews at: WooCommerce Subscriptions' "recurring
 * cart". Lines that share a plan and a first renewal date renew together, as one subscription.
 * Priced by the checkout on the server with the same shipping and tax calculators as the order,
 * frozen when the order is placed: each renewal order copies it.
 */
export interface RecurringCart {
  /** Stable within a cart: the plan and the first renewal date, e.g. "month_1_len0_trial0day_sync2026-12-01". */
  key: string;
  plan: SubscriptionPlan;
  /** The synchronised renewal day, or null when renewals follow the start date. */
  renewalDay: RenewalDay | null;
  /** The lines at their recurring price (no sign-up fee, no trial, no proration). */
  lines: OrderLine[];
  shippingLines: OrderShippingLine[];
  taxLines: OrderTaxLine[];
  totals: OrderTotals;
  /** ISO instants, from server/subscriptions/subscription-schedule.ts at pricing time. */
  dates: { start: string; trialEnd: string | null; nextPayment: string | null; end: string | null };
}
