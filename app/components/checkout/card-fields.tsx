import { paymentText } from "../../i18n/payment-messages.en.ts";
import type { SavedPaymentMethod } from "../../../server/payments/payments.ts";
import { subscriptionText } from "../../i18n/subscription-messages.en.ts";
import { NEW_CARD, SAVED_METHOD_FIELD } from "./card-choice.ts";
import { savedMethodExpiry, savedMethodLabel } from "../account/saved-method-words.ts";
import { stripeElementAttributes, type StripeElementOptions } from "./stripe-element.ts";

// A card gateway's fields. They carry no `name`: the browser never posts the card to the shop. The
// checkout script sends them to the gateway's tokenisation step and posts only the one-time token
// (payment_token). Without JavaScript a card cannot be tokenised, and the page says so. A signed-in
// customer's saved cards come first as choices (WooCommerce's saved payment methods), the default
// one chosen; one of them needs no typing and no script, and the new card's fields hide meanwhile.
// Stripe's card is typed into Stripe's Payment Element instead (Stripe.js mounts it in its box),
// and its errors are shown in the box's error line.


function SavedCards({ gatewayId, cards }: { gatewayId: string; cards: readonly SavedPaymentMethod[] }) {
  const chosen = (cards.find((c) => c.isDefault) ?? cards[0])?.id;
  const id = (value: string | number) => `${gatewayId}-saved-${value}`;
  return (
    <fieldset className="saved-payment-methods" data-saved-methods={gatewayId}>
      <legend className="screen-reader-text">{paymentText("payments.savedMethods")}</legend>
      <ul>
        {cards.map((card) => (
          <li key={card.id}>
            <input id={id(card.id)} type="radio" name={SAVED_METHOD_FIELD} value={card.id} defaultChecked={card.id === chosen} />{" "}
            <label htmlFor={id(card.id)}>
              {savedMethodLabel(card)} ({savedMethodExpiry(card)})
            </label>
          </li>
        ))}
        <li>
          <input id={id(NEW_CARD)} type="radio" name={SAVED_METHOD_FIELD} value={NEW_CARD} />{" "}
          <label htmlFor={id(NEW_CARD)}>{paymentText("payments.useNewMethod")}</label>
        </li>
      </ul>
    </fieldset>
  );
}

/** Stripe's Payment Element box, and the line where its errors (and the server's refusal of a card) are shown. */
function StripeElementBox({ gatewayId, stripe, error }: { gatewayId: string; stripe: StripeElementOptions | null; error: string | null }) {
  return (
    <>
      {stripe !== null && <div id={`${gatewayId}-payment-element`} className="stripe-payment-element" {...stripeElementAttributes(stripe)} />}
      <p id={`${gatewayId}-card-error`} className="field-error card-error" role="alert" tabIndex={-1} data-card-error="element">
        {error ?? (stripe === null ? paymentText("payments.cardFormUnavailable") : null)}
      </p>
    </>
  );
}

/**
 * `numberError`: why the server refused the card (a declined save), shown at the number field (at
 * the Payment Element for Stripe). `stripe`: the Payment Element's settings, for the Stripe gateway.
 */
export function CardFields({
  gatewayId,
  testMode,
  canSaveMethod,
  numberError = null,
  savedCards = [],
  stripe = null,
}: {
  gatewayId: string;
  testMode: boolean;
  /**
   * "with-new-account": a guest, offered the save only while "Create an account?" is ticked.
   * "required": a subscription's card, always saved to charge its renewals.
   */
  canSaveMethod: boolean | "with-new-account" | "required";
  numberError?: string | null;
  savedCards?: readonly SavedPaymentMethod[];
  stripe?: StripeElementOptions | null;
}) {
  const id = (field: string) => `${gatewayId}-card-${field}`;
  const saveCheckbox = canSaveMethod === "required" ? (
    <p className="form-row form-row-wide save-method--required">
      <input type="hidden" name="save_payment_method" value="1" />
      {subscriptionText("payments.savedForRenewals")}
    </p>
  ) : canSaveMethod !== false && (
    <p className={`form-row form-row-wide${canSaveMethod === "with-new-account" ? " save-method--new-account" : ""}`}>
      <input id={id("save")} type="checkbox" name="save_payment_method" value="1" />{" "}
      <label htmlFor={id("save")}>{paymentText("payments.saveMethod")}</label>
    </p>
  );
  const noScript = (
    <noscript>
      <p className="woocommerce-info">{paymentText("payments.cardNeedsScript")}</p>
    </noscript>
  );
  if (gatewayId === "stripe") {
    return (
      <div className="card-fields" data-card-fields={gatewayId}>
        {savedCards.length > 0 && <SavedCards gatewayId={gatewayId} cards={savedCards} />}
        <div className="new-card-fields" data-new-card-fields="">
          {noScript}
          <StripeElementBox gatewayId={gatewayId} stripe={stripe} error={numberError} />
          {saveCheckbox}
        </div>
      </div>
    );
  }
  return (
    <div className="card-fields" data-card-fields={gatewayId}>
      {savedCards.length > 0 && <SavedCards gatewayId={gatewayId} cards={savedCards} />}
      <div className="new-card-fields" data-new-card-fields="">
      {testMode && <p className="test-mode-hint">{paymentText("payments.testModeHint")}</p>}
      {noScript}
      <p className="form-row form-row-wide">
        <label htmlFor={id("number")}>{paymentText("payments.cardNumber")}</label>
        <input
          id={id("number")}
          className="input-text"
          inputMode="numeric"
          autoComplete="cc-number"
          spellCheck={false}
          data-card-field="number"
          aria-describedby={`${id("number")}-error`}
          {...(numberError === null ? {} : { "aria-invalid": true })}
        />
        <span id={`${id("number")}-error`} className="field-error" data-card-error="number">
          {numberError}
        </span>
      </p>
      <p className="form-row form-row-first">
        <label htmlFor={id("expiry")}>{paymentText("payments.cardExpiry")}</label>
        <input id={id("expiry")} className="input-text" inputMode="numeric" autoComplete="cc-exp" placeholder={paymentText("payments.cardExpiryPlaceholder")} data-card-field="expiry" aria-describedby={`${id("expiry")}-error`} />
        <span id={`${id("expiry")}-error`} className="field-error" data-card-error="expiry" />
      </p>
      <p className="form-row form-row-last">
        <label htmlFor={id("cvc")}>{paymentText("payments.cardCvc")}</label>
        <input id={id("cvc")} className="input-text" inputMode="numeric" autoComplete="cc-csc" data-card-field="cvc" aria-describedby={`${id("cvc")}-error`} />
        <span id={`${id("cvc")}-error`} className="field-error" data-card-error="cvc" />
      </p>
      {saveCheckbox}
      </div>
    </div>
  );
}
