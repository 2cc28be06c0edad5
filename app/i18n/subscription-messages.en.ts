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
  // Switching a line to another variation (decision 033): WooCommerce Subscriptions' words where it
  // has them ("Upgrade or Downgrade", "Switch subscription", its notices), ours for the review step.
  "subscriptionSwitch.link": "Upgrade or Downgrade",
  "subscriptionSwitch.linkLabel": "Upgrade or Downgrade %s",
  "subscriptionSwitch.title": "Switch subscription #%s",
  "subscriptionSwitch.current": "You have a subscription to this product. Choosing a new subscription will replace your existing subscription.",
  "subscriptionSwitch.choose": "Choose a new subscription.",
  "subscriptionSwitch.currentOption": "%s (current)",
  "subscriptionSwitch.button": "Switch subscription",
  "subscriptionSwitch.review": "Your switch",
  "subscriptionSwitch.from": "From",
  "subscriptionSwitch.to": "To",
  "subscriptionSwitch.dueToday": "Due today",
  "subscriptionSwitch.nextPayment": "Next payment",
  "subscriptionSwitch.upgradeNote": "The difference for the rest of the current period is charged now to %s.",
  "subscriptionSwitch.downgradeNote": "Nothing is charged now: what is left of the current period moves your next payment to %s.",
  "subscriptionSwitch.crossgradeNote": "Nothing is charged now, and your next payment date stays.",
  "subscriptionSwitch.confirm": "Confirm switch",
  "subscriptionSwitch.back": "Choose another",
  "subscriptionSwitch.complete": "Subscription Switch Complete",
  "subscriptionSwitch.error.switch_same_variation": "You can not switch to the same subscription.",
  "subscriptionSwitch.error.switch_not_allowed": "This subscription can not be switched now.",
  "subscriptionSwitch.error.switch_line_not_found": "We can not find your old subscription item.",
  "subscriptionSwitch.error.switch_variation_unavailable": "Choose a new subscription.",
  "subscriptionSwitch.error.switch_schedule_mismatch": "This item can only be switched to a subscription billed on the same schedule as the rest of your subscription.",
  "subscriptionSwitch.error.switch_needs_saved_card": "Add a saved card to this subscription to pay for the upgrade.",
  "subscriptionSwitch.error.switch_payment_failed": "Your payment for the switch could not be taken, so your subscription was not changed.",
  "subscriptionSwitch.error.switch_in_progress": "Another switch of this subscription is still being paid. Please try again in a few minutes.",
  "subscriptionSwitch.error.insufficient_stock": "Sorry, the new subscription is out of stock.",
  "subscriptionSwitch.error.switch_form_expired": "This form has expired. Please choose your new subscription again.",
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
