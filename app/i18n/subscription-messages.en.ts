import { format } from "./format.ts";

// Words of subscriptions that only server-rendered pages show: the cart's and the checkout's
// "Recurring totals", and what a subscription asks of the checkout (an account, a saved card, "Sign
// up now"). A section of the English catalogue kept out of `messages` (decision 014): the product
// island bundles all of `messages` and sits at its size budget, and it shows none of these.

export const subscriptionCheckoutMessages = {
  "subscription.recurringTotals": "Recurring totals",
  "subscription.recurringSubtotal": "Subtotal",
  "subscription.recurringShipping": "Shipping",
  "subscription.recurringTax": "Tax",
  "subscription.recurringTotal": "Recurring total",
  "subscription.amountPerPeriod": "%1$s %2$s",
  "subscription.shippingRate": "%1$s: %2$s",
  "subscription.includesTax": "(includes %s Tax)",
  "subscription.firstRenewal": "First renewal: %s",
  "checkout.signUpNow": "Sign up now",
  "checkout.accountRequired": "An account is required to buy a subscription.",
  "payments.savedForRenewals": "Your card will be saved to your account to pay the subscription's renewals.",
} as const;

export type SubscriptionCheckoutKey = keyof typeof subscriptionCheckoutMessages;

/** The words for `key`, placeholders filled as t() fills them. */
export function subscriptionText(key: SubscriptionCheckoutKey, ...args: ReadonlyArray<string | number>): string {
  return format(subscriptionCheckoutMessages[key], ...args);
}
