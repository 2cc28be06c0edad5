import { data, redirect } from "react-router";
import { parseRowId } from "../../server/parse-row-id.ts";
import { startEarlyRenewalCheckout, type EarlyRenewalCheckoutCode } from "../../server/subscriptions/start-early-renewal-checkout.ts";
import { AccountLayout, AccountNotice } from "../components/account/account-layout.tsx";
import { csrfTokenForPage, mergeAccountHeaders } from "../components/account/account-session.server.ts";
import { EarlyRenewalForm } from "../components/account/early-renewal-form.tsx";
import { requireSignedIn } from "../components/account/require-signed-in.server.ts";
import { viewSubscriptionPath } from "../components/account/subscription-paths.ts";
import { orderPayPath } from "../components/checkout/checkout-paths.ts";
import { servicesContext } from "../context.ts";
import { subscriptionText } from "../i18n/subscription-messages.en.ts";
import type { Route } from "./+types/my-account.subscription-renewal-early";
import type { StylesHandle } from "../styles/style-parts.ts";

// /my-account/subscription-renewal-early/<id>: "Renew now" through checkout for a subscription the
// customer renews by hand (issue 10). The view-subscription page's form posts here; the period's
// renewal order is made once (server/subscriptions/start-early-renewal-checkout.ts) and the
// customer is sent to pay it (303 to the pay-for-order page, which says "Complete checkout to
// renew now."). A refusal comes back here with WooCommerce Subscriptions' words; another
// customer's subscription, or an id that is not one, is not found. Opened by GET, the page offers
// the same button, so a link or a reload never makes an order.

type Refusal = Exclude<EarlyRenewalCheckoutCode, "subscription_not_found">;

const REFUSAL_WORDS: Record<Refusal, () => string> = {
  early_renewal_not_allowed: () => subscriptionText("earlyRenewal.notAllowed"),
  early_renewal_out_of_stock: () => subscriptionText("earlyRenewal.outOfStock"),
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const subscriptionId = parseRowId(params.subscriptionId);
  if (subscriptionId === null) throw data(null, { status: 404, headers });
  return data({ subscriptionId, csrfToken: csrfTokenForPage(request, headers, services.config) }, { headers });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const subscriptionId = parseRowId(params.subscriptionId);
  if (subscriptionId === null) throw data(null, { status: 404, headers });
  const started = await startEarlyRenewalCheckout(services.db, { subscriptionId, customerId: customer.id }, new Date());
  if (started.ok) throw redirect(orderPayPath(started.orderId, started.orderKey), { status: 303, headers });
  if (started.code === "subscription_not_found") throw data(null, { status: 404, headers });
  return data({ code: started.code }, { status: 409, headers });
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = () => [{ title: subscriptionText("earlyRenewal.renewNow") }, { name: "robots", content: "noindex" }];

// Account pages: their tables (cart.css's shop_table), address, card and order details forms (checkout.css) and the account's own (decision 055).
export const handle = { styles: ["cart", "checkout", "account"] } satisfies StylesHandle;

export default function SubscriptionRenewalEarly({ loaderData, actionData }: Route.ComponentProps) {
  const { subscriptionId, csrfToken } = loaderData;
  const refusal = actionData?.code ?? null;
  return (
    <AccountLayout current="subscriptions" title={subscriptionText("earlyRenewal.renewNow")} csrfToken={csrfToken}>
      <AccountNotice notice={refusal === null ? null : { kind: "error", text: REFUSAL_WORDS[refusal]() }} toast />
      {refusal === null && <EarlyRenewalForm subscriptionId={subscriptionId} offered csrfToken={csrfToken} />}
      <p>
        <a href={viewSubscriptionPath(subscriptionId)}>{subscriptionText("earlyRenewal.backToSubscription", subscriptionId)}</a>
      </p>
    </AccountLayout>
  );
}
