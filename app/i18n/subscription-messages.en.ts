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
  // Subscription mails (issue 10, "Emails"; docs/decisions/031): WooCommerce Subscriptions' words
  // where it has the mail (renewal invoice, payment retry, new renewal order, cancelled and expired
  // to the shop, the automatic renewal notice), WooCommerce Stripe's for the authentication a
  // renewal needs, and words in their style for the customer's new, cancelled and expired mails,
  // which it does not send. Read by app/mail/compose-subscription-mail.ts.
  "subscriptionMail.newSubscription.subject": "Your %s subscription is now active",
  "subscriptionMail.newSubscription.heading": "Thank you for subscribing",
  "subscriptionMail.newSubscription.intro": "Your subscription #%s is now active. Its details are below for your reference:",
  "subscriptionMail.renewalInvoice.subject": "Invoice for renewal order %1$s from %2$s",
  "subscriptionMail.renewalInvoice.heading": "Invoice for renewal order %s",
  "subscriptionMail.renewalInvoice.pending": "An order has been created for you to renew your subscription on %s. To pay for this invoice please use the following link:",
  "subscriptionMail.renewalInvoice.payLink": "Pay for this order",
  "subscriptionMail.renewalInvoice.failed": "The automatic payment to renew your subscription with %s has failed. To reactivate the subscription, please log in and pay for the renewal from your account page:",
  "subscriptionMail.payNow": "Pay Now »",
  "subscriptionMail.paymentRetry.subject": "Automatic payment failed for %1$s, we will retry %2$s",
  "subscriptionMail.paymentRetry.heading": "Automatic payment failed for order %s",
  "subscriptionMail.paymentRetry.intro": "The automatic payment to renew your subscription with %1$s has failed. We will retry the payment %2$s.",
  "subscriptionMail.paymentRetry.payNow": "To reactivate the subscription now, you can also log in and pay for the renewal from your account page:",
  "subscriptionMail.retryWhen": "on %s",
  "subscriptionMail.authentication.subject": "Payment authorization needed for renewal of %1$s order %2$s",
  "subscriptionMail.authentication.heading": "Payment authorization needed for renewal of order %s",
  "subscriptionMail.authentication.intro": "Unfortunately, your automatic payment for renewal of order #%s failed because it requires authentication. To complete your payment and reactivate the subscription, please click the link below:",
  "subscriptionMail.authentication.link": "Authorize the payment »",
  "subscriptionMail.customerCancelled.subject": "Your %s subscription has been cancelled",
  "subscriptionMail.customerCancelled.heading": "Subscription Cancelled",
  "subscriptionMail.customerCancelled.intro": "Your subscription #%s has been cancelled.",
  "subscriptionMail.customerCancelled.until": "It stays active until the end of the period you have paid for, %s.",
  "subscriptionMail.customerExpired.subject": "Your %s subscription has expired",
  "subscriptionMail.customerExpired.heading": "Subscription Expired",
  "subscriptionMail.customerExpired.intro": "Your subscription #%s has reached the end of its term and has expired.",
  "subscriptionMail.renewalNotice.subject": "Automatic renewal notice for subscription #%s",
  "subscriptionMail.renewalNotice.heading": "Automatic renewal notice",
  "subscriptionMail.renewalNotice.intro": "Your subscription #%1$s will automatically renew on %2$s.",
  "subscriptionMail.renewalNotice.charge": "We will charge %1$s to your payment method on file (%2$s).",
  "subscriptionMail.renewalNotice.manage": "You can review or cancel your subscription from your account:",
  "subscriptionMail.viewSubscription": "View subscription",
  "subscriptionMail.newRenewalOrder.subject": "[%1$s] New subscription renewal order (%2$s) - %3$s",
  "subscriptionMail.newRenewalOrder.heading": "New subscription renewal order",
  "subscriptionMail.newRenewalOrder.intro": "You have received a subscription renewal order from %s. Their order is as follows:",
  "subscriptionMail.cancelled.subject": "[%s] Subscription Cancelled",
  "subscriptionMail.cancelled.intro": "A subscription belonging to %s has been cancelled. Their subscription's details are as follows:",
  "subscriptionMail.expired.subject": "[%s] Subscription Expired",
  "subscriptionMail.expired.intro": "A subscription belonging to %s has expired. Their subscription's details are as follows:",
  "subscriptionMail.info.heading": "Subscription information",
  "subscriptionMail.info.id": "ID",
  "subscriptionMail.info.startDate": "Start date",
  "subscriptionMail.info.endDate": "End date",
  "subscriptionMail.info.recurringTotal": "Recurring total",
  "subscriptionMail.info.whenCancelled": "When cancelled",
  "subscriptionMail.info.nextPayment": "Next payment: %s",
  "subscriptionMail.info.field": "%1$s: %2$s",
  "subscriptionMail.closing": "Thanks for reading.",
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
