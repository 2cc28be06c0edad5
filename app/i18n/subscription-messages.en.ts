import type { SubscriptionStatus } from "../../server/subscriptions/subscriptions.ts";
import { format } from "./format.ts";

// The subscriptions sections of the English catalogue (WooCommerce Subscriptions' words), in two
// parts (decision 014):
// - `subscriptionUiMessages`: the account navigation's "Subscriptions", which messages.en.ts
//   spreads in (the navigation's labels are catalogue keys).
// - `subscriptionPageMessages`: words only server-rendered pages show: My account → Subscriptions
//   and view-subscription, the cart's and the checkout's "Recurring totals", and what a
//   subscription asks of the checkout (an account, a saved card, "Sign up now"). Kept out of
//   `messages`: the product island bundles all of `messages` and sits at its size budget, and it
//   shows none of these. Read them with subscriptionText().

export const subscriptionUiMessages = {
  "account.subscriptions": "Subscriptions",
} as const;

export const subscriptionPageMessages = {
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
  "subscription.recurringTotals": "Recurring totals",
  "subscription.recurringSubtotal": "Subtotal",
  "subscription.recurringShipping": "Shipping",
  "subscription.recurringTax": "Tax",
  "subscription.recurringTotal": "Recurring total",
  "subscription.amountPerPeriod": "%1$s %2$s",
  "subscription.shippingRate": "%1$s: %2$s",
  "subscription.firstRenewal": "First renewal: %s",
  "checkout.signUpNow": "Sign up now",
  "checkout.accountRequired": "An account is required to buy a subscription.",
  "payments.savedForRenewals": "Your card will be saved to your account to pay the subscription's renewals.",
  // Paying renewals through checkout (sub-renew): the pay-for-order page of a renewal order says
  // why the customer is there (spec §8's toasts, in WooCommerce Subscriptions' words).
  "renewalCheckout.paymentFailed": "The renewal payment failed. Complete checkout to renew your subscription.",
  "renewalCheckout.awaitingPayment": "Complete checkout to renew your subscription.",
  // Early renewal through checkout (sub-renew): "Renew now" on a subscription renewed by hand.
  "renewalCheckout.renewNow": "Complete checkout to renew now.",
  "earlyRenewal.renewNow": "Renew now",
  "earlyRenewal.notAllowed": "You can not renew this subscription early. Please contact us if you need assistance.",
  "earlyRenewal.outOfStock": "This subscription can not be renewed now: one of its products is out of stock.",
  "earlyRenewal.backToSubscription": "Back to subscription #%s",
} as const;

export type SubscriptionTextKey = keyof typeof subscriptionPageMessages;

/** The words for `key`, placeholders filled as t() fills them. */
export function subscriptionText(key: SubscriptionTextKey, ...args: ReadonlyArray<string | number>): string {
  return format(subscriptionPageMessages[key], ...args);
}

/** A subscription status as WooCommerce Subscriptions names it ("On hold"). */
export function subscriptionStatusName(status: SubscriptionStatus): string {
  return subscriptionPageMessages[`subscriptionStatus.${status}`];
}
