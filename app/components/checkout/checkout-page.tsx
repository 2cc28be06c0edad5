import type { CartView } from "../../../server/cart/cart.ts";
import type { FieldError } from "../../../server/checkout/checkout.ts";
import type { PaymentMethodOption } from "../../../server/payments/payments.ts";
import type { CheckoutQuote } from "../../../server/checkout/checkout.ts";
import { checkoutCodeText } from "../../i18n/checkout-messages.en.ts";
import { t } from "../../i18n/t.ts";
import { AddressSection } from "./address-section.tsx";
import { checkoutFieldLabel } from "./checkout-field-labels.ts";
import { fieldErrorText } from "./checkout-field.tsx";
import { CHECKOUT_PATH, TERMS_PATH, UPDATE_TOTALS_FIELD } from "./checkout-paths.ts";
import { OrderReview } from "./order-review.tsx";
import { PaymentMethods } from "./payment-methods.tsx";

// The checkout form. It is a plain form posting to /checkout, so an offline payment works end to
// end without JavaScript; the checkout script adds the refresh, the card fields and the lightbox.

export interface CheckoutPageProps {
  cart: CartView;
  quote: CheckoutQuote;
  methods: readonly PaymentMethodOption[];
  values: Readonly<Record<string, string>>;
  attemptKey: string;
  csrfToken: string;
  currency: string;
  locale: string;
  /** A signed-in customer may keep the card for later. */
  signedIn: boolean;
  terms: { title: string; content: string } | null;
  refusal: { code: string; params: Record<string, string | number>; fieldErrors: readonly FieldError[] } | null;
}

function Refusal({ refusal }: { refusal: NonNullable<CheckoutPageProps["refusal"]> }) {
  const items = refusal.fieldErrors.length > 0 ? refusal.fieldErrors.map((e) => ({ key: e.field, text: fieldErrorText(e, checkoutFieldLabel), href: `#${e.field}` })) : [{ key: refusal.code, text: checkoutCodeText(refusal.code, refusal.params), href: null }];
  return (
    <div className="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout" role="alert" tabIndex={-1} data-checkout-errors>
      <ul className="woocommerce-error" aria-label={t("checkout.errorsHeading")}>
        {items.map((item) => (
          <li key={item.key} data-id={item.key}>
            {item.href === null ? item.text : <a href={item.href}>{item.text}</a>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function TermsDialog({ terms }: { terms: { title: string; content: string } }) {
  return (
    <dialog className="terms-lightbox" data-terms-dialog aria-labelledby="terms-lightbox-title">
      <div className="terms-lightbox__box">
        <h2 id="terms-lightbox-title">{terms.title}</h2>
        {/* The merchant's own page content, as /terms-and-conditions shows it. */}
        <div className="entry-content" dangerouslySetInnerHTML={{ __html: terms.content }} />
        <button type="button" className="button" data-terms-close>
          {t("checkout.closeTerms")}
        </button>
      </div>
    </dialog>
  );
}

export function CheckoutPage({ cart, quote, methods, values, attemptKey, csrfToken, currency, locale, signedIn, terms, refusal }: CheckoutPageProps) {
  const errors = refusal?.fieldErrors ?? [];
  const shipElsewhere = values["ship_to_different_address"] === "1";
  const termsError = errors.find((e) => e.field === "terms");
  return (
    <div className="woocommerce">
      {refusal !== null && <Refusal refusal={refusal} />}
      <form name="checkout" method="post" action={CHECKOUT_PATH} className="checkout woocommerce-checkout" noValidate data-checkout>
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <input type="hidden" name="checkout_attempt" value={attemptKey} />
        <input type="hidden" name="payment_token" value="" data-payment-token />
        <div className="col2-set" id="customer_details">
          <section className="woocommerce-billing-fields" aria-labelledby="billing-heading">
            <h2 id="billing-heading">{t("checkout.billingDetails")}</h2>
            <AddressSection prefix="billing" values={values} errors={errors} />
          </section>
          <section className="woocommerce-shipping-fields" aria-labelledby="ship-to-different-address">
            <h2 id="ship-to-different-address">
              <label className="checkbox">
                <input id="ship-to-different-address-checkbox" type="checkbox" name="ship_to_different_address" value="1" defaultChecked={shipElsewhere} />{" "}
                {t("checkout.shipToDifferentAddress")}
              </label>
            </h2>
            <div className="shipping_address">
              <AddressSection prefix="shipping" values={values} errors={errors} />
            </div>
          </section>
          <section className="woocommerce-additional-fields" aria-labelledby="additional-heading">
            <h2 id="additional-heading">{t("checkout.additionalInformation")}</h2>
            <p className="form-row notes" id="order_comments_field">
              <label htmlFor="order_comments">{t("checkout.orderNotes")}</label>
              <textarea id="order_comments" name="order_comments" className="input-text" rows={2} placeholder={t("checkout.orderNotesPlaceholder")} defaultValue={values["order_comments"] ?? ""} />
            </p>
          </section>
        </div>
        <section aria-labelledby="order_review_heading">
          <h2 id="order_review_heading">{t("checkout.yourOrder")}</h2>
          <div id="order_review" className="woocommerce-checkout-review-order">
            {/* The checkout refresh replaces these two with the server's answer for the address typed. */}
            <div data-review-slot>
              <OrderReview cart={cart} quote={quote} currency={currency} locale={locale} />
            </div>
            <div id="payment" className="woocommerce-checkout-payment">
              <div data-payment-slot>
                <PaymentMethods methods={methods} chosen={values["payment_method"] ?? ""} canSaveMethod={signedIn} />
              </div>
              <div className="form-row place-order">
                <p className={`form-row validate-required terms${termsError ? " woocommerce-invalid" : ""}`}>
                  <input id="terms" type="checkbox" name="terms" value="1" required aria-describedby="terms-error" {...(termsError ? { "aria-invalid": true } : {})} defaultChecked={values["terms"] === "1"} />{" "}
                  <label htmlFor="terms" className="woocommerce-terms-and-conditions-checkbox-text">
                    {t("checkout.termsBefore")}
                    <a href={TERMS_PATH} className="woocommerce-terms-and-conditions-link" data-terms-link>
                      {t("checkout.termsLink")}
                    </a>
                  </label>
                  <abbr className="required" title={t("checkout.required")}>
                    {" *"}
                  </abbr>
                  <span id="terms-error" className="field-error">
                    {termsError ? fieldErrorText(termsError, checkoutFieldLabel) : null}
                  </span>
                </p>
                <noscript>
                  <button type="submit" className="button" name={UPDATE_TOTALS_FIELD} value="1">
                    {t("checkout.updateTotals")}
                  </button>
                </noscript>
                <button type="submit" className="button alt" name="woocommerce_checkout_place_order" id="place_order" value="1">
                  {t("checkout.placeOrder")}
                </button>
              </div>
            </div>
          </div>
        </section>
      </form>
      {terms !== null && <TermsDialog terms={terms} />}
    </div>
  );
}
