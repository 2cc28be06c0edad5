import { data, redirect } from "react-router";
import { AccountLayout, AccountNotice } from "../components/account/account-layout.tsx";
import { csrfTokenForPage, mergeAccountHeaders } from "../components/account/account-session.server.ts";
import { ADD_ATTEMPT_FIELD, PAYMENT_TOKEN_FIELD, paymentMethodsNoticePath } from "../components/account/payment-method-paths.ts";
import { addPaymentMethodFromForm, cardMethodsForAdding, newAddAttemptKey } from "../components/account/payment-methods.server.ts";
import { requireSignedIn } from "../components/account/require-signed-in.server.ts";
import { PaymentMethods } from "../components/checkout/payment-methods.tsx";
import { stripeElementFor } from "../components/checkout/stripe-element.ts";
import { stripeElementSource } from "../components/checkout/stripe-element-options.server.ts";
import { servicesContext } from "../context.ts";
import { paymentCodeText, paymentText } from "../i18n/payment-messages.en.ts";
import type { Route } from "./+types/my-account.add-payment-method";
import type { StylesHandle } from "../styles/style-parts.ts";

// /my-account/add-payment-method: the checkout's card fields for the card gateways. The card
// fields have no name: the checkout script (loaded here too) sends them to the gateway's
// tokenisation step and posts only the one-time token. A saved card goes on to the list with
// "Payment method successfully added."; a refused one comes back here with the §8 error (a toast
// with JavaScript) and the gateway's reason at the card number, under a new attempt key.

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const methods = await cardMethodsForAdding(services);
  // A card to save: the Payment Element in setup mode, in the shop's currency.
  const stripe = stripeElementFor(stripeElementSource(services.config), { mode: "setup", currency: services.config.shop.currency });
  return data({ methods, attemptKey: newAddAttemptKey(), script: services.islands.checkout, csrfToken: csrfTokenForPage(request, headers, services.config), stripe }, { headers });
}

export async function action({ context, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const outcome = await addPaymentMethodFromForm(services, { id: customer.id, email: customer.email }, await request.formData());
  if (outcome.ok) throw redirect(paymentMethodsNoticePath("payment_method_added"), { status: 303, headers });
  return data({ reason: outcome.reason, gatewayId: outcome.gatewayId, attemptKey: newAddAttemptKey() }, { headers, status: 422 });
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = () => [{ title: paymentText("payments.addPaymentMethod") }, { name: "robots", content: "noindex" }];

// Account pages: their tables (cart.css's shop_table), address, card and order details forms (checkout.css) and the account's own (decision 055).
export const handle = { styles: ["cart", "checkout", "account"] } satisfies StylesHandle;

export default function AddPaymentMethod({ loaderData, actionData }: Route.ComponentProps) {
  const { methods, csrfToken, script, stripe } = loaderData;
  const chosen = actionData?.gatewayId ?? methods[0]?.id ?? "";
  const reason = actionData === undefined ? null : actionData.reason === "payment_token_missing" ? paymentText("payments.cardNeedsScript") : paymentCodeText(actionData.reason);
  return (
    <AccountLayout current="payment-methods" title={paymentText("payments.addPaymentMethod")} csrfToken={csrfToken}>
      <AccountNotice notice={actionData === undefined ? null : { kind: "error", text: paymentCodeText("payment_method_add_failed") }} toast />
      <form method="post" id="add_payment_method" className="add-payment-method account-form" noValidate data-add-payment-method>
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <input type="hidden" name={ADD_ATTEMPT_FIELD} value={actionData?.attemptKey ?? loaderData.attemptKey} />
        <input type="hidden" name={PAYMENT_TOKEN_FIELD} value="" data-payment-token />
        <div id="payment" className="woocommerce-Payment">
          <PaymentMethods methods={methods} chosen={chosen} canSaveMethod={false} cardError={reason === null ? null : { gatewayId: chosen, text: reason }} stripe={stripe} />
          {methods.length > 0 && (
            <div className="form-row">
              <button type="submit" className="woocommerce-Button button" id="place_order">
                {paymentText("payments.addPaymentMethod")}
              </button>
            </div>
          )}
        </div>
      </form>
      <script type="module" src={script} />
    </AccountLayout>
  );
}
