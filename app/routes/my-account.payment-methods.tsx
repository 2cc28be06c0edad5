import { data, redirect } from "react-router";
import { listPaymentMethods } from "../../server/payments/list-payment-methods.ts";
import { AccountLayout, AccountNotice } from "../components/account/account-layout.tsx";
import { csrfTokenForPage, mergeAccountHeaders } from "../components/account/account-session.server.ts";
import { deletedCardNoticesOf } from "../components/account/delete-card-of-subscriptions.server.ts";
import { ADD_PAYMENT_METHOD_PATH, paymentNoticeKind, paymentNoticeOf } from "../components/account/payment-method-paths.ts";
import { cardMethodsForAdding, changePaymentMethod } from "../components/account/payment-methods.server.ts";
import { PaymentMethodsTable } from "../components/account/payment-methods-table.tsx";
import { requireSignedIn } from "../components/account/require-signed-in.server.ts";
import { servicesContext } from "../context.ts";
import { paymentCodeText, paymentText } from "../i18n/payment-messages.en.ts";
import { t } from "../i18n/t.ts";
import type { Route } from "./+types/my-account.payment-methods";
import type { StylesHandle } from "../styles/style-parts.ts";

// /my-account/payment-methods: the signed-in customer's saved cards, the default marked, each with
// "Make default" and "Delete" as plain POST forms. A change redirects back here (303) with
// ?notice=<code>, which the page words as a notice and the account script shows as a toast (§8).
// Another customer's card, or one that is gone, is not found and nothing changes.

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const [methods, addable] = await Promise.all([listPaymentMethods(services.db, customer.id), cardMethodsForAdding(services)]);
  const notice = paymentNoticeOf(new URL(request.url));
  const deletedCardNotices = await deletedCardNoticesOf(services, customer.id, new URL(request.url));
  return data({ methods, canAdd: addable.length > 0, notice, deletedCardNotices, csrfToken: csrfTokenForPage(request, headers, services.config) }, { headers });
}

export async function action({ context, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const outcome = await changePaymentMethod(services, customer.id, await request.formData());
  if (!outcome.ok) throw data(null, { status: outcome.status, headers });
  throw redirect(outcome.redirectTo, { status: 303, headers });
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = () => [{ title: t("account.paymentMethods") }, { name: "robots", content: "noindex" }];

// Account pages: their tables (cart.css's shop_table), address, card and order details forms (checkout.css) and the account's own (decision 055).
export const handle = { styles: ["cart", "checkout", "account"] } satisfies StylesHandle;

export default function PaymentMethods({ loaderData }: Route.ComponentProps) {
  const { methods, canAdd, notice, deletedCardNotices, csrfToken } = loaderData;
  return (
    <AccountLayout current="payment-methods" title={t("account.paymentMethods")} csrfToken={csrfToken}>
      <AccountNotice notice={notice === null ? null : { kind: paymentNoticeKind(notice), text: paymentCodeText(notice) }} toast />
      {deletedCardNotices.map((n) => <AccountNotice key={n.kind} notice={n} toast />)}
      {methods.length === 0 ? <p className="woocommerce-info woocommerce-Message woocommerce-Message--info">{paymentText("payments.noMethods")}</p> : <PaymentMethodsTable methods={methods} csrfToken={csrfToken} />}
      {canAdd && (
        <p>
          <a className="button" href={ADD_PAYMENT_METHOD_PATH}>
            {paymentText("payments.addPaymentMethod")}
          </a>
        </p>
      )}
    </AccountLayout>
  );
}
