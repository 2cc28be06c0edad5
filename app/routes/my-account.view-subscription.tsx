import { data } from "react-router";
import { listCustomerOrdersById } from "../../server/orders/list-customer-orders-by-id.ts";
import { parseRowId } from "../../server/parse-row-id.ts";
import { listPaymentMethods } from "../../server/payments/list-payment-methods.ts";
import { getCustomerSubscription } from "../../server/subscriptions/get-subscription.ts";
import { mayRenewEarlyThroughCheckout } from "../../server/subscriptions/may-renew-early-through-checkout.ts";
import type { Subscription } from "../../server/subscriptions/subscriptions.ts";
import { AccountLayout } from "../components/account/account-layout.tsx";
import { csrfTokenForPage, mergeAccountHeaders } from "../components/account/account-session.server.ts";
import { requireSignedIn } from "../components/account/require-signed-in.server.ts";
import { savedMethodLabel } from "../components/account/saved-method-words.ts";
import { EarlyRenewalForm } from "../components/account/early-renewal-form.tsx";
import { RelatedOrders, SubscriptionOverview, SubscriptionTotals } from "../components/account/subscription-details.tsx";
import { servicesContext } from "../context.ts";
import { orderPaymentMethodTitle } from "../i18n/payment-messages.en.ts";
import { subscriptionText } from "../i18n/subscription-messages.en.ts";
import { t } from "../i18n/t.ts";
import type { Route } from "./+types/my-account.view-subscription";

// /my-account/view-subscription/<id>: one of the signed-in customer's subscriptions, with its
// status, dates, payment method, recurring totals and related orders. Another customer's
// subscription is not found, as one that does not exist. Actions (cancel, reactivate, renew now …)
// come later.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const subscriptionId = parseRowId(params.subscriptionId);
  const subscription = subscriptionId === null ? null : await getCustomerSubscription(services.db, subscriptionId, customer.id);
  if (subscription === null) throw data(null, { status: 404, headers });
  const orders = await listCustomerOrdersById(services.db, customer.id, subscription.relatedOrders.map((o) => o.orderId));
  // Related orders in the subscription's order: the parent first, then renewals as they came.
  const byId = new Map(orders.map((o) => [o.id, o]));
  const related = subscription.relatedOrders.flatMap((r) => byId.get(r.orderId) ?? []);
  const card = subscription.savedMethodId === null ? null : ((await listPaymentMethods(services.db, customer.id)).find((m) => m.id === subscription.savedMethodId) ?? null);
  const payment = paymentWords(subscription, card === null ? null : savedMethodLabel(card));
  const lastOrderAt = orders.reduce<string | null>((latest, o) => (latest === null || o.createdAt > latest ? o.createdAt : latest), null);
  const { locale, timeZone } = services.config.shop;
  const renewEarlyThroughCheckout = mayRenewEarlyThroughCheckout(subscription, new Date());
  return data({ subscription, related, payment, lastOrderAt, locale, timeZone, renewEarlyThroughCheckout, csrfToken: csrfTokenForPage(request, headers, services.config) }, { headers });
}

/**
 * As WooCommerce Subscriptions shows it: "Via Visa ending in 4242" for the card renewals charge
 * (the gateway's name if that card is no longer listed), "Manual renewal" when the customer pays each.
 */
function paymentWords(subscription: Subscription, card: string | null): string {
  if (subscription.manualRenewal) return subscriptionText("accountSubscriptions.manualRenewal");
  return subscriptionText("accountSubscriptions.paymentVia", card ?? orderPaymentMethodTitle(subscription));
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? subscriptionText("accountSubscriptions.title", loaderData.subscription.number) : t("account.subscriptions") },
  { name: "robots", content: "noindex" },
];

export default function ViewSubscription({ loaderData }: Route.ComponentProps) {
  const { subscription, related, payment, lastOrderAt, locale, timeZone, csrfToken } = loaderData;
  return (
    <AccountLayout current="subscriptions" title={subscriptionText("accountSubscriptions.title", subscription.number)} csrfToken={csrfToken}>
      <SubscriptionOverview subscription={subscription} lastOrderAt={lastOrderAt} payment={payment} format={{ locale, timeZone }} />
      <EarlyRenewalForm subscriptionId={subscription.id} offered={loaderData.renewEarlyThroughCheckout} csrfToken={csrfToken} />
      <SubscriptionTotals subscription={subscription} locale={locale} />
      <RelatedOrders orders={related} locale={locale} />
    </AccountLayout>
  );
}
