import { subscriptionText } from "../../i18n/subscription-messages.en.ts";

// "Renew now" for a subscription renewed by hand (issue 10; WooCommerce Subscriptions' early
// renewal through checkout): a plain form posting to its own route, which makes (or finds) the
// period's renewal order and sends the customer to pay it on the pay-for-order page. A POST, not a
// link, since it makes an order; the root route's CSRF guard checks its token.

export function earlyRenewalPath(subscriptionId: number): string {
  return `/my-account/subscription-renewal-early/${subscriptionId}`;
}

/** Nothing unless `offered` (server/subscriptions/may-renew-early-through-checkout.ts said so). */
export function EarlyRenewalForm({ subscriptionId, offered, csrfToken }: { subscriptionId: number; offered: boolean; csrfToken: string }) {
  if (!offered) return null;
  return (
    <form method="post" action={earlyRenewalPath(subscriptionId)} className="subscription-early-renewal">
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <button type="submit" className="button subscription_renewal_early">
        {subscriptionText("earlyRenewal.renewNow")}
      </button>
    </form>
  );
}
