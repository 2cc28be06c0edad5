import type { OrderAddress, OrderLine, OrderShippingLine, OrderTaxLine, OrderTotals } from "../orders/orders.ts";
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

/** How an order relates to a subscription (WooCommerce Subscriptions' order types). */
export const SUBSCRIPTION_ORDER_RELATIONS = ["parent", "renewal", "resubscribe", "switch"] as const;
export type SubscriptionOrderRelation = (typeof SUBSCRIPTION_ORDER_RELATIONS)[number];

/** A subscription's five dates (ISO instants), and when it was cancelled. */
export interface SubscriptionDates {
  start: string;
  trialEnd: string | null;
  /** Null when no payment is left (or the subscription is not active). */
  nextPayment: string | null;
  lastPayment: string | null;
  end: string | null;
  cancelled: string | null;
}

export interface SubscriptionNote {
  code: string;
  params: Record<string, string | number>;
  forCustomer: boolean;
  createdAt: string;
}

export interface SubscriptionRelatedOrder {
  orderId: number;
  relation: SubscriptionOrderRelation;
}

/** A subscription as its customer's view and the merchant's tools show it. */
export interface Subscription {
  id: number;
  /** The number shoppers see (WooCommerce shows the id). */
  number: string;
  status: SubscriptionStatus;
  customerId: number;
  parentOrderId: number;
  plan: SubscriptionPlan;
  renewalDay: RenewalDay | null;
  billing: OrderAddress;
  shipping: OrderAddress | null;
  currency: string;
  pricesIncludeTax: boolean;
  lines: OrderLine[];
  shippingLines: OrderShippingLine[];
  taxLines: OrderTaxLine[];
  /** What each renewal charges: the recurring cart's totals, frozen at sign-up. */
  totals: OrderTotals;
  paymentMethod: string;
  paymentMethodTitle: string;
  savedMethodId: number | null;
  /** No saved card to charge: the customer pays each renewal order through checkout. */
  manualRenewal: boolean;
  dates: SubscriptionDates;
  /** The parent order first, then the others, oldest first. */
  relatedOrders: SubscriptionRelatedOrder[];
  createdAt: string;
}

/** One row of the account's subscriptions table. */
export interface SubscriptionSummary {
  id: number;
  number: string;
  status: SubscriptionStatus;
  nextPayment: string | null;
  total: number;
  currency: string;
  period: SubscriptionPlan["period"];
  interval: number;
}
