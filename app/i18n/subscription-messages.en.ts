import type { SubscriptionStatus } from "../../server/subscriptions/subscriptions.ts";

// The subscriptions section of the English catalogue (WooCommerce Subscriptions' words):
// My account → Subscriptions and the view-subscription page. messages.en.ts spreads it in.

export const subscriptionUiMessages = {
  "account.subscriptions": "Subscriptions",
  "accountSubscriptions.subscription": "Subscription",
  "accountSubscriptions.status": "Status",
  "accountSubscriptions.nextPayment": "Next payment",
  "accountSubscriptions.total": "Total",
  "accountSubscriptions.actions": "Actions",
  "accountSubscriptions.view": "View",
  "accountSubscriptions.number": "#%s",
  "accountSubscriptions.title": "Subscription #%s",
  "accountSubscriptions.viewNumber": "View subscription number %s",
  "accountSubscriptions.none": "You have no active subscriptions.",
  "accountSubscriptions.noDate": "-",
  "accountSubscriptions.details": "Subscription details",
  "accountSubscriptions.startDate": "Start date",
  "accountSubscriptions.lastOrderDate": "Last order date",
  "accountSubscriptions.nextPaymentDate": "Next payment date",
  "accountSubscriptions.endDate": "End date",
  "accountSubscriptions.trialEndDate": "Trial end date",
  "accountSubscriptions.payment": "Payment",
  "accountSubscriptions.paymentVia": "Via %s",
  "accountSubscriptions.manualRenewal": "Manual renewal",
  "accountSubscriptions.totals": "Subscription totals",
  "accountSubscriptions.product": "Product",
  "accountSubscriptions.relatedOrders": "Related orders",
  "subscriptionStatus.pending": "Pending",
  "subscriptionStatus.active": "Active",
  "subscriptionStatus.on-hold": "On hold",
  "subscriptionStatus.pending-cancel": "Pending cancellation",
  "subscriptionStatus.cancelled": "Cancelled",
  "subscriptionStatus.expired": "Expired",
} as const;

/** A subscription status as WooCommerce Subscriptions names it ("On hold"). */
export function subscriptionStatusName(status: SubscriptionStatus): string {
  // Read from this section, not through t(): t's catalogue spreads this file in.
  return subscriptionUiMessages[`subscriptionStatus.${status}`];
}
