import { isInTrial } from "./subscription-schedule.ts";
import type { Subscription } from "./subscriptions.ts";

/**
 * Whether the customer may renew early through checkout (WooCommerce Subscriptions' "Renew now"
 * for a subscription it renews by hand, issue 10): active, paid by hand each period (an offline
 * method: an automatic one renews early off-session instead), not in a free trial, and with a
 * payment ahead that is not due yet (a due one is the renewal job's).
 */
export function mayRenewEarlyThroughCheckout(subscription: Pick<Subscription, "status" | "manualRenewal" | "dates">, now: Date): boolean {
  const { trialEnd, nextPayment } = subscription.dates;
  return (
    subscription.status === "active" &&
    subscription.manualRenewal &&
    !isInTrial(trialEnd === null ? null : new Date(trialEnd), now) &&
    nextPayment !== null &&
    new Date(nextPayment) > now
  );
}
