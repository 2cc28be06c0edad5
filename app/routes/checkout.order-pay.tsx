import { data, redirect } from "react-router";
import { csrfTokenForPage } from "../components/account/account-session.server.ts";
import { Refusal } from "../components/checkout/checkout-refusal.tsx";
import { newAttemptKey } from "../components/checkout/checkout-page-data.server.ts";
import { handleOrderPayPost, loadOrderPayPage } from "../components/checkout/order-pay-data.server.ts";
import { OrderDetails } from "../components/checkout/order-details.tsx";
import { PaymentMethods } from "../components/checkout/payment-methods.tsx";
import { RenewalCheckoutNotice } from "../components/checkout/renewal-checkout-notice.tsx";
import { TermsDialog, TermsField } from "../components/checkout/terms-field.tsx";
import { servicesContext } from "../context.ts";
import { checkoutCodeText } from "../i18n/checkout-messages.en.ts";
import type { Route } from "./+types/checkout.order-pay";
import { checkoutText } from "../i18n/checkout-messages.en.ts";
import type { StylesHandle } from "../styles/style-parts.ts";

// /checkout/order-pay/<id>/?pay_for_order=true&key=<order key>: paying an order that is still
// unpaid (pending, or failed after a declined card). Its lines and totals are the order's; only a
// payment method is chosen. A plain form post, as the checkout; the checkout script tokenises a card.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const page = await loadOrderPayPage(services, request, params.orderId);
  if (page === null) throw data(null, { status: 404, headers });
  return data({ ...page, csrfToken: csrfTokenForPage(request, headers, services.config) }, { headers });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const result = await handleOrderPayPost(services, request, params.orderId);
  if (result.kind === "not_found") throw data(null, { status: 404, headers });
  if (result.kind === "redirect") throw redirect(result.location, { status: 303, headers });
  return data({ ...result, attemptKey: newAttemptKey() }, { headers, status: 422 });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const merged = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of [...actionHeaders.getSetCookie(), ...loaderHeaders.getSetCookie()]) merged.append("Set-Cookie", cookie);
  return merged;
};

export const meta: Route.MetaFunction = () => [{ title: checkoutText("orderPay.pageTitle") }, { name: "robots", content: "noindex" }];

// The checkout form and its order table (cart.css's shop_table) (decision 055).
export const handle = { styles: ["cart", "checkout"] } satisfies StylesHandle;

export default function OrderPay({ loaderData, actionData }: Route.ComponentProps) {
  const { order, locale, methods, terms } = loaderData;
  const refusal = actionData?.refusal ?? null;
  const termsError = refusal?.fieldErrors.find((e) => e.field === "terms") ?? null;
  // The order's own customer may keep the card; a subscription's parent order keeps it for the renewals.
  const canSaveMethod = loaderData.signedIn && order.customerId !== null ? (loaderData.subscriptionParent ? "required" : true) : false;
  return (
    <main id="main" className="site-main woocommerce">
      <h1>{checkoutText("orderPay.pageTitle")}</h1>
      {/* Why a renewal order is here, once, when the page is opened; a refused payment says its own. */}
      {refusal === null && <RenewalCheckoutNotice kind={loaderData.renewal} />}
      {refusal !== null && <Refusal refusal={refusal} />}
      <OrderDetails order={order} locale={locale} />
      {loaderData.payable ? (
        <form method="post" className="checkout woocommerce-checkout" id="order_review" noValidate data-checkout>
          <input type="hidden" name="csrf_token" value={loaderData.csrfToken} />
          <input type="hidden" name="checkout_attempt" value={actionData?.attemptKey ?? loaderData.attemptKey} />
          <input type="hidden" name="payment_token" value="" data-payment-token />
          <div id="payment" className="woocommerce-checkout-payment">
            <PaymentMethods methods={methods} chosen={actionData?.paymentMethod ?? order.paymentMethod} canSaveMethod={canSaveMethod} savedCards={loaderData.savedCards} stripe={loaderData.stripe} />
            <div className="form-row place-order">
              <TermsField error={termsError} checked={false} />
              <button type="submit" className="button alt" id="place_order">
                {checkoutText("orderPay.payForOrder")}
              </button>
            </div>
          </div>
        </form>
      ) : (
        <p className="woocommerce-error" role="alert">
          {loaderData.renewalNotNeeded ? checkoutCodeText("renewal_not_needed") : checkoutCodeText("order_not_payable", { status: order.status })}
        </p>
      )}
      {terms !== null && <TermsDialog terms={terms} />}
      <script type="module" src={loaderData.script} />
    </main>
  );
}
