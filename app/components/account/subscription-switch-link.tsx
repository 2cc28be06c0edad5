import type { OrderLine } from "../../../server/orders/orders.ts";
import type { Subscription } from "../../../server/subscriptions/subscriptions.ts";
import { subscriptionText } from "../../i18n/subscription-messages.en.ts";
import { switchSubscriptionPath } from "./subscription-switch-paths.ts";

// "Upgrade or Downgrade" under a line of the view-subscription page (WooCommerce Subscriptions'
// switch link, docs/decisions/033): offered for a variation's line of an active subscription with a
// payment ahead, automatic or manual. The switch page decides the rest (which variations, the price).

export function canOfferSwitch(subscription: Subscription, line: OrderLine): boolean {
  return subscription.status === "active" && subscription.dates.nextPayment !== null && line.variationId !== null;
}

export function SubscriptionSwitchLink({ subscription, line, lineIndex }: { subscription: Subscription; line: OrderLine; lineIndex: number }) {
  if (!canOfferSwitch(subscription, line)) return null;
  return (
    <a className="wcs-switch-link button" href={switchSubscriptionPath(subscription.id, lineIndex)} aria-label={subscriptionText("subscriptionSwitch.linkLabel", line.name)}>
      {subscriptionText("subscriptionSwitch.link")}
    </a>
  );
}
