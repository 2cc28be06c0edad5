import { data, redirect } from "react-router";
import { listCustomerOrdersById } from "../../server/orders/list-customer-orders-by-id.ts";
import { parseRowId } from "../../server/parse-row-id.ts";
import { listPaymentMethods } from "../../server/payments/list-payment-methods.ts";
import { availableCustomerActions } from "../../server/subscriptions/available-customer-actions.ts";
import { getCustomerSubscription, getSubscriptionCustomerNotes } from "../../server/subscriptions/get-subscription.ts";
import { mayRenewEarlyThroughCheckout } from "../../server/subscriptions/may-renew-early-through-checkout.ts";
import type { Subscription } from "../../server/subscriptions/subscriptions.ts";
import { AccountLayout, AccountNotice } from "../components/account/account-layout.tsx";
import { csrfTokenForPage, mergeAccountHeaders } from "../components/account/account-session.server.ts";
import { requireSignedIn } from "../components/account/require-signed-in.server.ts";
import { savedMethodLabel } from "../components/account/saved-method-words.ts";
import { subscriptionPaymentViewOf } from "../components/account/subscription-payment-change.server.ts";
import { SubscriptionPaymentChange } from "../components/account/subscription-payment-change.tsx";
import { subscriptionNoticeOf, subscriptionNoticePath } from "../components/account/subscription-action-fields.ts";
import { SubscriptionActions } from "../components/account/subscription-actions.tsx";
import { runSubscriptionAction } from "../components/account/subscription-actions.server.ts";
import { subscriptionNoticeText } from "../components/account/subscription-notice-words.ts";
import { RelatedOrders, SubscriptionOverview, SubscriptionTotals } from "../components/account/subscription-details.tsx";
import { SubscriptionSwitchLink } from "../components/account/subscription-switch-link.tsx";
import { isSwitchedNotice } from "../components/account/subscription-switch-paths.ts";
import { servicesContext } from "../context.ts";
import { orderPaymentMethodTitle } from "../i18n/payment-messages.en.ts";
import { subscriptionText } from "../i18n/subscription-messages.en.ts";
import { t } from "../i18n/t.ts";
import type { Route } from "./+types/my-account.view-subscription";
import type { StylesHandle } from "../styles/style-parts.ts";

// /my-account/view-subscription/<id>: one of the signed-in customer's subscriptions, with its
// status, dates, payment method, recurring totals and related orders. Another customer's
// subscription is not found, as one that does not exist. The customer's actions (Cancel,
// Reactivate, Renew now, Remove) post here and come back with ?notice=<code>, shown as a toast.

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
  const url = new URL(request.url);
  const paymentChange = await subscriptionPaymentViewOf(services, customer.id, subscription, url);
  const actions = availableCustomerActions(subscription, new Date());
  const renewEarlyThroughCheckout = mayRenewEarlyThroughCheckout(subscription, new Date());
  const notice = isSwitchedNotice(url)
    ? { kind: "success" as const, text: subscriptionText("subscriptionSwitch.complete") }
    : await subscriptionNoticeText(subscriptionNoticeOf(url), subscription, () => getSubscriptionCustomerNotes(services.db, subscription.id));
  return data({ subscription, related, payment, lastOrderAt, locale, timeZone, paymentChange, actions, renewEarlyThroughCheckout, notice, csrfToken: csrfTokenForPage(request, headers, services.config) }, { headers });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const subscriptionId = parseRowId(params.subscriptionId);
  const outcome = subscriptionId === null ? { found: false as const } : await runSubscriptionAction(services, customer.id, subscriptionId, await request.formData(), new Date());
  if (!outcome.found || subscriptionId === null) throw data(null, { status: 404, headers });
  throw redirect("redirect" in outcome ? outcome.redirect : subscriptionNoticePath(subscriptionId, outcome.notice), { status: 303, headers });
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

// Account pages: their tables (cart.css's shop_table), address, card and order details forms (checkout.css) and the account's own (decision 055).
export const handle = { styles: ["cart", "checkout", "account"] } satisfies StylesHandle;

export default function ViewSubscription({ loaderData }: Route.ComponentProps) {
  const { subscription, related, payment, lastOrderAt, locale, timeZone, paymentChange, actions, renewEarlyThroughCheckout, notice, csrfToken } = loaderData;
  return (
    <AccountLayout current="subscriptions" title={subscriptionText("accountSubscriptions.title", subscription.number)} csrfToken={csrfToken}>
      <AccountNotice notice={notice} toast />
      <SubscriptionOverview subscription={subscription} lastOrderAt={lastOrderAt} payment={payment} format={{ locale, timeZone }} />
      <SubscriptionActions subscription={subscription} actions={actions} csrfToken={csrfToken} payment={payment} renewThroughCheckout={renewEarlyThroughCheckout} />
      <SubscriptionPaymentChange change={paymentChange} csrfToken={csrfToken} />
      <SubscriptionTotals subscription={subscription} locale={locale} lineActions={(line, index) => <SubscriptionSwitchLink subscription={subscription} line={line} lineIndex={index} />} />
      <RelatedOrders orders={related} locale={locale} />
    </AccountLayout>
  );
}
