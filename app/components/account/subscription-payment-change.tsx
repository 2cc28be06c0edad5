import type { PaymentMethodOption, SavedPaymentMethod } from "../../../server/payments/payments.ts";
import { paymentCodeText, paymentText } from "../../i18n/payment-messages.en.ts";
import { subscriptionText, type SubscriptionTextKey } from "../../i18n/subscription-messages.en.ts";
import { PaymentMethods } from "../checkout/payment-methods.tsx";
import type { StripeElementOptions } from "../checkout/stripe-element.ts";
import { AccountNotice } from "./account-layout.tsx";
import { ADD_ATTEMPT_FIELD, PAYMENT_METHOD_ID_FIELD, PAYMENT_TOKEN_FIELD } from "./payment-method-paths.ts";
import type { SubscriptionPaymentRefusal, SubscriptionPaymentView } from "./subscription-payment-change.server.ts";
import { changeSubscriptionPaymentPath, SUBSCRIPTION_PAYMENT_ACTION_FIELD } from "./subscription-payment-paths.ts";
import { viewSubscriptionPath } from "./subscription-paths.ts";

// Change payment method (WooCommerce Subscriptions' change-payment flow) on the account pages:
// - on view-subscription, the "Change payment" action, the notice after a change (a toast with
//   JavaScript, spec §8), and the offer to move every current subscription onto the new card. The
//   offer is a plain form in the page; the checkout's script, loaded with it, moves it into a
//   modal dialog (§8: "a notice asking to update subscriptions is moved into a modal");
// - the change page's form: the saved cards or a new card, as on Add payment method, whose script
//   (the checkout's) tokenises a new card and posts only the token.

function noticeText(code: string): string {
  return subscriptionText(`changePayment.notice.${code}` as SubscriptionTextKey);
}

/** The offer after a change: "Yes" posts the update of all; "No" goes back to the page without it. */
function UpdateAllOffer({ subscriptionId, offer, csrfToken }: { subscriptionId: number; offer: { cardId: number; label: string }; csrfToken: string }) {
  return (
    <div className="woocommerce-info update-all-subscriptions-offer" data-update-all-offer="">
      <form method="post" action={changeSubscriptionPaymentPath(subscriptionId)}>
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <input type="hidden" name={SUBSCRIPTION_PAYMENT_ACTION_FIELD} value="update_all" />
        <input type="hidden" name={PAYMENT_METHOD_ID_FIELD} value={offer.cardId} />
        <h2 id="update-all-subscriptions-heading" className="update-all-subscriptions-offer__question">
          {subscriptionText("changePayment.offerQuestion", offer.label)}
        </h2>
        <p className="update-all-subscriptions-offer__actions">
          <button type="submit" className="button">
            {subscriptionText("changePayment.offerConfirm")}
          </button>{" "}
          <a className="button" href={viewSubscriptionPath(subscriptionId)} data-update-all-decline="">
            {subscriptionText("changePayment.offerDecline")}
          </a>
        </p>
      </form>
    </div>
  );
}

/** View-subscription's part: one line in the route renders it. */
export function SubscriptionPaymentChange({ change, csrfToken }: { change: SubscriptionPaymentView; csrfToken: string }) {
  return (
    <>
      <AccountNotice notice={change.notice === null ? null : { kind: "success", text: noticeText(change.notice) }} toast />
      {change.offer !== null && <UpdateAllOffer subscriptionId={change.subscriptionId} offer={change.offer} csrfToken={csrfToken} />}
      {change.script !== null && <script type="module" src={change.script} />}
      {change.canChange && (
        <p className="subscription-payment-actions">
          <a className="button change_payment_method" href={changeSubscriptionPaymentPath(change.subscriptionId)} aria-label={subscriptionText("changePayment.actionLabel", change.subscriptionId)}>
            {subscriptionText("changePayment.action")}
          </a>
        </p>
      )}
    </>
  );
}

/** Why the change was refused, in the catalogue's words (the payment codes' own for a card's). */
export function subscriptionPaymentRefusalText(code: SubscriptionPaymentRefusal): string {
  if (code === "payment_token_missing") return paymentText("payments.cardNeedsScript");
  if (code.startsWith("subscription_")) return subscriptionText(`changePayment.error.${code}` as SubscriptionTextKey);
  return paymentCodeText(code);
}

export interface ChangePaymentFormProps {
  subscriptionId: number;
  intro: string;
  methods: readonly PaymentMethodOption[];
  savedCards: readonly SavedPaymentMethod[];
  chosen: string;
  attemptKey: string;
  csrfToken: string;
  cardError: { gatewayId: string; text: string } | null;
  stripe: StripeElementOptions | null;
}

/** The change page's form (WooCommerce Subscriptions' form-change-payment-method template). */
export function ChangePaymentForm(props: ChangePaymentFormProps) {
  return (
    <>
      <p className="woocommerce-info">{props.intro}</p>
      {/* data-add-payment-method: the checkout script tokenises a new card here as on Add payment method. */}
      <form method="post" action={changeSubscriptionPaymentPath(props.subscriptionId)} id="order_review" className="change-payment-method account-form" noValidate data-add-payment-method="">
        <input type="hidden" name="csrf_token" value={props.csrfToken} />
        <input type="hidden" name={SUBSCRIPTION_PAYMENT_ACTION_FIELD} value="change" />
        <input type="hidden" name={ADD_ATTEMPT_FIELD} value={props.attemptKey} />
        <input type="hidden" name={PAYMENT_TOKEN_FIELD} value="" data-payment-token="" />
        <div id="payment" className="woocommerce-Payment">
          <PaymentMethods methods={props.methods} chosen={props.chosen} canSaveMethod={false} cardError={props.cardError} savedCards={props.savedCards} stripe={props.stripe} />
          {props.methods.length > 0 && (
            <div className="form-row">
              <button type="submit" className="button alt" id="place_order">
                {subscriptionText("changePayment.submit")}
              </button>
            </div>
          )}
        </div>
      </form>
    </>
  );
}
