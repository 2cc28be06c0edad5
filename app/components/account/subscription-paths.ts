// The account's subscription addresses (WooCommerce Subscriptions' endpoints), built in one place.

export const ACCOUNT_SUBSCRIPTIONS_PATH = "/my-account/subscriptions";

export function viewSubscriptionPath(subscriptionId: number): string {
  return `/my-account/view-subscription/${subscriptionId}`;
}
