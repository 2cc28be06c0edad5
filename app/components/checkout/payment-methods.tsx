import type { PaymentMethodOption, SavedPaymentMethod } from "../../../server/payments/payments.ts";
import { paymentMethodDescription, paymentMethodTitle, paymentText } from "../../i18n/payment-messages.en.ts";
import { CardFields } from "./card-fields.tsx";
import type { StripeElementOptions } from "./stripe-element.ts";
import { checkoutText } from "../../i18n/checkout-messages.en.ts";

// The payment methods as radio buttons, each with its description. The chosen one carries the
// selected marker (spec §4); without JavaScript the checked radio is the marker's source, and the
// checkout script keeps the class in step with clicks and refreshes.

/** `cardError`: the server's refusal of a card (My account → Add payment method), shown at its number field. */
export function PaymentMethods({
  methods,
  chosen,
  canSaveMethod,
  cardError = null,
  savedCards = [],
  stripe,
}: {
  methods: readonly PaymentMethodOption[];
  chosen: string;
  /** "with-new-account": a guest, offered the save only while "Create an account?" is ticked; "required": a subscription's. */
  canSaveMethod: boolean | "with-new-account" | "required";
  cardError?: { gatewayId: string; text: string } | null;
  /** The signed-in customer's saved cards, offered under their gateway. */
  savedCards?: readonly SavedPaymentMethod[];
  /** Stripe's Payment Element settings for this page; null when the shop runs without Stripe. */
  stripe: StripeElementOptions | null;
}) {
  if (methods.length === 0) return <p className="woocommerce-notice woocommerce-info">{checkoutText("checkout.noPaymentMethods")}</p>;
  const selected = methods.some((m) => m.id === chosen) ? chosen : (methods[0]?.id ?? "");
  return (
    <fieldset className="wc_payment_methods payment_methods methods">
      <legend className="screen-reader-text">{checkoutText("checkout.paymentMethods")}</legend>
      <ul>
        {methods.map((method) => (
          <li
            key={method.id}
            className={`wc_payment_method payment_method_${method.id}${method.id === selected ? " payment-method-selected" : ""}`}
            data-payment-method={method.id}
            data-payment-kind={method.kind}
          >
            <input id={`payment_method_${method.id}`} type="radio" className="input-radio" name="payment_method" value={method.id} defaultChecked={method.id === selected} aria-describedby={`payment_box_${method.id}`} />
            <label htmlFor={`payment_method_${method.id}`}>
              {paymentMethodTitle(method)}
              {method.testMode && <span className="test-mode-badge">{paymentText("payments.testMode")}</span>}
            </label>
            <div id={`payment_box_${method.id}`} className={`payment_box payment_method_${method.id}`}>
              <p>{paymentMethodDescription(method)}</p>
              {method.kind === "card" && (
                <CardFields
                  gatewayId={method.id}
                  testMode={method.testMode}
                  canSaveMethod={canSaveMethod}
                  numberError={cardError?.gatewayId === method.id ? cardError.text : null}
                  savedCards={savedCards.filter((card) => card.gateway === method.id)}
                  stripe={method.id === "stripe" ? stripe : null}
                />
              )}
            </div>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
