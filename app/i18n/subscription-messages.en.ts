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
  // Subscription actions (issue 10: the customer's Cancel, Reactivate, Renew now, Remove and
  // Resubscribe on view-subscription, with the §8 toasts): WooCommerce Subscriptions' words.
  "subscriptionActions.heading": "Actions",
  "subscriptionActions.cancel": "Cancel",
  "subscriptionActions.reactivate": "Reactivate",
  "subscriptionActions.renewNow": "Renew now",
  "subscriptionActions.resubscribe": "Resubscribe",
  "subscriptionActions.remove": "Remove",
  "subscriptionActions.removeLabel": "Remove %s",
  "subscriptionActions.removeHeading": "Remove an item",
  "subscriptionActions.renewNowHint": "Renew now pays for your next period today (%s), and your next payment date moves one period on.",
  "subscriptionNotice.subscription_cancelled": "Your subscription has been cancelled.",
  "subscriptionNotice.subscription_reactivated": "Your subscription has been reactivated.",
  "subscriptionNotice.early_renewal_paid": "Your early renewal order was successful.",
  "subscriptionNotice.subscription_line_removed": "“%s” has been removed from your subscription.",
  "subscriptionNotice.subscription_line_removed_unnamed": "The product has been removed from your subscription.",
  "subscriptionNotice.subscription_action_not_allowed": "This subscription is %s, so that can not be done now. Please contact us if you need assistance.",
  "subscriptionNotice.subscription_changed": "This subscription has changed since the page was shown, so nothing was done. Please check it and try again.",
  "subscriptionNotice.subscription_line_not_found": "That product is no longer in your subscription.",
  "subscriptionNotice.subscription_last_line": "A subscription needs at least one product: to stop it, cancel the subscription instead.",
  "subscriptionNotice.early_renewal_in_progress": "Your early renewal is being processed. Please reload the page in a moment.",
  "subscriptionNotice.early_renewal_failed": "Payment for the renewal order was unsuccessful with your payment method on file: %s Your subscription has not changed.",
  "subscriptionNotice.early_renewal_out_of_stock": "Sorry, a product of this subscription is out of stock, so it can not be renewed now.",
  "subscriptionNotice.resubscribe_unavailable": "Sorry, the products of this subscription can not be bought now, so it can not be resubscribed to.",
  "subscriptionNotice.subscription_action_invalid": "That request was not understood, so nothing was done. Please reload the page and try again.",
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
