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
  // Change payment method (sub-pay): WooCommerce Subscriptions' change-payment flow, its offer to
  // update every current subscription (shown in a dialog, spec §8), and its notice when a deleted
  // card paid subscriptions (the §8 warning toast).
  "changePayment.action": "Change payment",
  "changePayment.actionLabel": "Change payment method of subscription number %s",
  "changePayment.title": "Change payment method",
  "changePayment.choose": "Choose a new payment method.",
  "changePayment.nextPaymentDue": "Choose a new payment method. Next payment is due %s.",
  "changePayment.submit": "Change payment method",
  "changePayment.offerQuestion": "Would you like to update your subscriptions to use this new payment method - %s?",
  "changePayment.offerConfirm": "Update the payment method used for all of my current subscriptions",
  "changePayment.offerDecline": "No",
  "changePayment.notice.subscription_payment_changed": "Payment method updated.",
  "changePayment.notice.subscription_payments_updated_all": "Payment method updated for all your current subscriptions.",
  "changePayment.notice.subscription_payments_partly_updated": "Payment method updated for your current subscriptions, except those whose renewal payment is being processed right now.",
  "changePayment.error.subscription_not_found": "Invalid subscription.",
  "changePayment.error.subscription_payment_not_changeable": "The payment method can not be changed for that subscription.",
  "changePayment.error.subscription_renewal_in_progress": "A renewal payment of this subscription is being processed right now. Please try again in a few minutes.",
  "changePayment.error.subscription_payment_request_invalid": "There was an error with your request. Please try again.",
  "changePayment.deleted.movedToDefault": "The deleted payment method was used for automatic subscription payments. To avoid failed renewal payments in future the subscriptions using this payment method have been updated to use your %s. To change the payment method of individual subscriptions go to your My Account > Subscriptions page.",
  "changePayment.deleted.movedToManual": "The deleted payment method was used for automatic subscription payments, we couldn't find an alternative payment method to change your subscriptions to, so they now renew manually. To renew them automatically, add a payment method and choose Change payment on each subscription.",
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
