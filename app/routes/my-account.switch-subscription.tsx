import { data, redirect } from "react-router";
import { DEFAULT_SWITCH_SETTINGS, switchChoiceOf } from "../../server/checkout/quote-subscription-switch.ts";
import { reviewSubscriptionSwitch } from "../../server/checkout/review-subscription-switch.ts";
import { formatMoney } from "../../server/money/format-money.ts";
import { parseRowId } from "../../server/parse-row-id.ts";
import { getCustomerSubscription } from "../../server/subscriptions/get-subscription.ts";
import { AccountLayout, AccountNotice } from "../components/account/account-layout.tsx";
import { csrfTokenForPage, mergeAccountHeaders } from "../components/account/account-session.server.ts";
import { requireSignedIn } from "../components/account/require-signed-in.server.ts";
import { SwitchChoices, SwitchReviewForm, type SwitchOptionView, type SwitchReviewView } from "../components/account/subscription-switch-form.tsx";
import { parseLineIndex, SWITCH_ITEM_PARAM, SWITCH_VARIATION_PARAM, switchErrorOf } from "../components/account/subscription-switch-paths.ts";
import { newSwitchAttemptKey, postSubscriptionSwitch } from "../components/account/subscription-switch.server.ts";
import { recurringAmount, subscriptionDate } from "../components/account/subscription-words.ts";
import { servicesContext } from "../context.ts";
import { subscriptionText } from "../i18n/subscription-messages.en.ts";
import type { Route } from "./+types/my-account.switch-subscription";
import type { StylesHandle } from "../styles/style-parts.ts";

// /my-account/switch-subscription/<id>?item=<line>: "Upgrade or Downgrade" one line of a variable
// subscription (WooCommerce Subscriptions' switching, docs/decisions/033). Without `variation`
// the page lists the other variations (a GET form, "Switch subscription"); with it, the review:
// what is charged today, or where the next payment moves, and the confirming POST form. Another
// customer's subscription, a line that is not there or a subscription that cannot switch: 404.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const url = new URL(request.url);
  const subscriptionId = parseRowId(params.subscriptionId);
  const lineIndex = parseLineIndex(url.searchParams.get(SWITCH_ITEM_PARAM));
  const subscription = subscriptionId === null || lineIndex === null ? null : await getCustomerSubscription(services.db, subscriptionId, customer.id);
  if (subscription === null || lineIndex === null) throw data(null, { status: 404, headers });
  const now = new Date();
  const found = await switchChoiceOf(services.db, subscription, lineIndex, now);
  if (!found.ok) throw data(null, { status: 404, headers });
  const { choice } = found;
  const { locale, timeZone } = services.config.shop;
  const money = (minor: number) => formatMoney(minor, subscription.currency, locale);
  const options: SwitchOptionView[] = choice.options.map(({ item, label, current }) => ({
    variationId: item.variationId ?? 0,
    label,
    price: item.price === null || item.subscription === null ? "" : recurringAmount(item.price * choice.line.quantity, subscription.currency, item.subscription, locale),
    current,
  }));
  let error = switchErrorOf(url);
  let review: SwitchReviewView | null = null;
  const toVariationId = parseRowId(url.searchParams.get(SWITCH_VARIATION_PARAM));
  if (url.searchParams.has(SWITCH_VARIATION_PARAM)) {
    const reviewed = toVariationId === null ? null : await reviewSubscriptionSwitch(services.db, subscription, lineIndex, toVariationId, { ...DEFAULT_SWITCH_SETTINGS, timeZone }, now);
    if (reviewed === null) error = "switch_variation_unavailable";
    else if (!reviewed.ok) error = reviewed.code;
    else {
      const { quote, dueToday, recurringTotal, schedule } = reviewed.review;
      const nextPayment = subscriptionDate(quote.proration.nextPayment.toISOString(), locale, timeZone);
      review = {
        variationId: quote.to.item.variationId ?? 0,
        from: options.find((o) => o.current) ?? null,
        to: { label: quote.to.label, price: recurringAmount(recurringTotal, subscription.currency, schedule, locale) },
        kind: quote.proration.kind,
        dueToday: money(dueToday),
        nextPayment,
        attemptKey: newSwitchAttemptKey(),
      };
    }
  }
  return data({ subscriptionNumber: subscription.number, subscriptionId: subscription.id, lineIndex, lineName: choice.line.name, options, review, error, csrfToken: csrfTokenForPage(request, headers, services.config) }, { headers });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const subscriptionId = parseRowId(params.subscriptionId);
  if (subscriptionId === null) throw data(null, { status: 404, headers });
  const outcome = await postSubscriptionSwitch(services, customer.id, subscriptionId, await request.formData(), new Date());
  if (!outcome.ok) throw data(null, { status: outcome.status, headers });
  throw redirect(outcome.location, { status: 303, headers });
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? subscriptionText("subscriptionSwitch.title", loaderData.subscriptionNumber) : subscriptionText("subscriptionSwitch.link") },
  { name: "robots", content: "noindex" },
];

// Account pages: their tables (cart.css's shop_table), address, card and order details forms (checkout.css) and the account's own (decision 055).
export const handle = { styles: ["cart", "checkout", "account"] } satisfies StylesHandle;

export default function SwitchSubscription({ loaderData }: Route.ComponentProps) {
  const { subscriptionNumber, subscriptionId, lineIndex, lineName, options, review, error, csrfToken } = loaderData;
  return (
    <AccountLayout current="subscriptions" title={subscriptionText("subscriptionSwitch.title", subscriptionNumber)} csrfToken={csrfToken}>
      <AccountNotice notice={error === null ? null : { kind: "error", text: subscriptionText(`subscriptionSwitch.error.${error}`) }} />
      {review === null ? (
        <SwitchChoices subscriptionId={subscriptionId} lineIndex={lineIndex} lineName={lineName} options={options} />
      ) : (
        <SwitchReviewForm subscriptionId={subscriptionId} lineIndex={lineIndex} lineName={lineName} review={review} csrfToken={csrfToken} />
      )}
    </AccountLayout>
  );
}
