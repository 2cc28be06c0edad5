import { data, redirect } from "react-router";
import { parseRowId } from "../../server/parse-row-id.ts";
import { listPaymentMethods } from "../../server/payments/list-payment-methods.ts";
import { PAYMENT_CHANGEABLE_STATUSES } from "../../server/subscriptions/change-subscription-payment-method.ts";
import { getCustomerSubscription } from "../../server/subscriptions/get-subscription.ts";
import { isOneOf } from "../../server/parse-enum.ts";
import { AccountLayout, AccountNotice } from "../components/account/account-layout.tsx";
import { csrfTokenForPage, mergeAccountHeaders } from "../components/account/account-session.server.ts";
import { cardMethodsForAdding, newAddAttemptKey } from "../components/account/payment-methods.server.ts";
import { requireSignedIn } from "../components/account/require-signed-in.server.ts";
import { subscriptionDate } from "../components/account/subscription-words.ts";
import { postSubscriptionPayment } from "../components/account/subscription-payment-change.server.ts";
import { ChangePaymentForm, subscriptionPaymentRefusalText } from "../components/account/subscription-payment-change.tsx";
import { subscriptionPaymentNoticePath } from "../components/account/subscription-payment-paths.ts";
import { stripeElementFor } from "../components/checkout/stripe-element.ts";
import { stripeElementSource } from "../components/checkout/stripe-element-options.server.ts";
import { servicesContext } from "../context.ts";
import { subscriptionText } from "../i18n/subscription-messages.en.ts";
import type { Route } from "./+types/my-account.change-payment-method";
import type { StylesHandle } from "../styles/style-parts.ts";

// /my-account/change-payment-method/<id>: WooCommerce Subscriptions' change-payment page (its
// `?change_payment_method=<id>` on the pay page) for one of the signed-in customer's active or
// on-hold subscriptions: a saved card or a new one pays its renewals from now on, and a manual
// subscription turns automatic. Nothing is charged. A change goes back to the subscription with
// "Payment method updated." and, when other current subscriptions renew otherwise, the offer to
// update them all, which this page's action also takes ("update_all"). Another customer's
// subscription, or one whose method cannot change, is not found.

async function subscriptionOf(context: Route.LoaderArgs["context"], request: Request, idParam: string | undefined) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const id = parseRowId(idParam);
  const subscription = id === null ? null : await getCustomerSubscription(services.db, id, customer.id);
  if (subscription === null || !isOneOf(PAYMENT_CHANGEABLE_STATUSES, subscription.status)) throw data(null, { status: 404, headers });
  return { services, customer, subscription, headers };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services, customer, subscription, headers } = await subscriptionOf(context, request, params.subscriptionId);
  const [methods, savedCards] = await Promise.all([cardMethodsForAdding(services), listPaymentMethods(services.db, customer.id)]);
  const stripe = stripeElementFor(stripeElementSource(services.config), { mode: "setup", currency: services.config.shop.currency });
  const { locale, timeZone } = services.config.shop;
  const next = subscription.dates.nextPayment;
  const intro = next === null ? subscriptionText("changePayment.choose") : subscriptionText("changePayment.nextPaymentDue", subscriptionDate(next, locale, timeZone));
  const csrfToken = csrfTokenForPage(request, headers, services.config);
  return data({ subscriptionId: subscription.id, number: subscription.number, intro, methods, savedCards, attemptKey: newAddAttemptKey(), script: services.islands.checkout, csrfToken, stripe }, { headers });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { services, customer, subscription, headers } = await subscriptionOf(context, request, params.subscriptionId);
  // A body that is not a form (hostile or broken) reads as an empty one: refused as a bad request, not a 500.
  const form = await request.formData().catch(() => new FormData());
  const outcome = await postSubscriptionPayment(services, { id: customer.id, email: customer.email }, subscription.id, form, new Date());
  if (outcome.ok) throw redirect(subscriptionPaymentNoticePath(subscription.id, outcome.notice, outcome.offerUpdateAll), { status: 303, headers });
  return data({ code: outcome.code, gatewayId: outcome.gatewayId, attemptKey: newAddAttemptKey() }, { headers, status: 422 });
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = () => [{ title: subscriptionText("changePayment.title") }, { name: "robots", content: "noindex" }];

// Account pages: their tables (cart.css's shop_table), address, card and order details forms (checkout.css) and the account's own (decision 055).
export const handle = { styles: ["cart", "checkout", "account"] } satisfies StylesHandle;

export default function ChangePaymentMethod({ loaderData, actionData }: Route.ComponentProps) {
  const { subscriptionId, intro, methods, savedCards, csrfToken, script, stripe } = loaderData;
  const refusal = actionData === undefined ? null : subscriptionPaymentRefusalText(actionData.code);
  const chosen = actionData?.gatewayId ?? methods[0]?.id ?? "";
  return (
    <AccountLayout current="subscriptions" title={subscriptionText("changePayment.title")} csrfToken={csrfToken}>
      <AccountNotice notice={refusal === null ? null : { kind: "error", text: refusal }} toast />
      <ChangePaymentForm
        subscriptionId={subscriptionId}
        intro={intro}
        methods={methods}
        savedCards={savedCards}
        chosen={chosen}
        attemptKey={actionData?.attemptKey ?? loaderData.attemptKey}
        csrfToken={csrfToken}
        cardError={refusal === null || actionData === undefined || actionData.code.startsWith("subscription_") ? null : { gatewayId: actionData.gatewayId, text: refusal }}
        stripe={stripe}
      />
      <script type="module" src={script} />
    </AccountLayout>
  );
}
