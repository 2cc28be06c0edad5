import type { SocialProvider } from "../../../server/auth/social/social.ts";
import { holdsSubscription, type CartView } from "../../../server/cart/cart.ts";
import type { PaymentMethodOption } from "../../../server/payments/payments.ts";
import type { CheckoutQuote } from "../../../server/checkout/checkout.ts";
import { subscriptionText } from "../../i18n/subscription-messages.en.ts";
import type { AddressForms } from "../address/address-form.ts";
import { AddressSection } from "./address-section.tsx";
import { CHECKOUT_PATH, UPDATE_TOTALS_FIELD } from "./checkout-paths.ts";
import { CartNotices } from "../cart/cart-notices.tsx";
import type { PageNotice } from "../cart/page-notice.ts";
import { CheckoutCoupon } from "./checkout-coupon.tsx";
import { CheckoutLogin } from "./checkout-login.tsx";
import { CreateAccountFields } from "./create-account-fields.tsx";
import { Refusal, type CheckoutRefusal } from "./checkout-refusal.tsx";
import { OrderReview } from "./order-review.tsx";
import { PaymentMethods } from "./payment-methods.tsx";
import { TermsDialog, TermsField } from "./terms-field.tsx";
import type { SavedPaymentMethod } from "../../../server/payments/payments.ts";
import { stripeElementFor, type StripeElementSource } from "./stripe-element.ts";
import { checkoutText } from "../../i18n/checkout-messages.en.ts";

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
  /** The shop's time zone, which dates the subscriptions' first renewals. */
  timeZone: string;
  /** A signed-in customer may keep the card for later. */
  signedIn: boolean;
  savedCards: readonly SavedPaymentMethod[];
  terms: { title: string; content: string } | null;
  refusal: CheckoutRefusal | null;
  notices: readonly PageNotice[];
  socialProviders: readonly SocialProvider[];
  /** The countries to choose from and the chosen countries' formats. */
  addressForms: AddressForms;
  /** Stripe.js and the publishable key, when the shop takes cards through Stripe. */
  stripe: StripeElementSource | null;
}

export function CheckoutPage({ cart, quote, methods, values, attemptKey, csrfToken, currency, locale, timeZone, signedIn, savedCards, terms, refusal, notices, socialProviders, addressForms, stripe }: CheckoutPageProps) {
  const errors = refusal?.fieldErrors ?? [];
  const shipElsewhere = values["ship_to_different_address"] === "1";
  const termsError = errors.find((e) => e.field === "terms");
  // A subscription needs an account and keeps its card for the renewals; "Sign up now" says so.
  const subscription = holdsSubscription(cart);
  return (
    <div className="woocommerce">
      {refusal !== null && <Refusal refusal={refusal} formats={{ billing: addressForms.billing.format, shipping: addressForms.shipping.format }} />}
      <CartNotices notices={notices} />
      {!signedIn && <CheckoutLogin csrfToken={csrfToken} socialProviders={socialProviders} />}
      <CheckoutCoupon csrfToken={csrfToken} />
      <form name="checkout" method="post" action={CHECKOUT_PATH} className="checkout woocommerce-checkout" noValidate data-checkout>
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <input type="hidden" name="checkout_attempt" value={attemptKey} />
        <input type="hidden" name="payment_token" value="" data-payment-token />
        <div className="col2-set" id="customer_details">
          <section className="woocommerce-billing-fields" aria-labelledby="billing-heading">
            <h2 id="billing-heading">{checkoutText("checkout.billingDetails")}</h2>
            <AddressSection prefix="billing" values={values} errors={errors} form={addressForms.billing} />
            {!signedIn && <CreateAccountFields values={values} errors={errors} required={subscription} />}
          </section>
          <section className="woocommerce-shipping-fields" aria-labelledby="ship-to-different-address">
            <h2 id="ship-to-different-address">
              <label className="checkbox">
                <input id="ship-to-different-address-checkbox" type="checkbox" name="ship_to_different_address" value="1" defaultChecked={shipElsewhere} />{" "}
                {checkoutText("checkout.shipToDifferentAddress")}
              </label>
            </h2>
            <div className="shipping_address">
              <AddressSection prefix="shipping" values={values} errors={errors} form={addressForms.shipping} />
            </div>
          </section>
          <section className="woocommerce-additional-fields" aria-labelledby="additional-heading">
            <h2 id="additional-heading">{checkoutText("checkout.additionalInformation")}</h2>
            <p className="form-row notes" id="order_comments_field">
              <label htmlFor="order_comments">{checkoutText("checkout.orderNotes")}</label>
              <textarea id="order_comments" name="order_comments" className="input-text" rows={2} placeholder={checkoutText("checkout.orderNotesPlaceholder")} defaultValue={values["order_comments"] ?? ""} />
            </p>
          </section>
        </div>
        <section aria-labelledby="order_review_heading">
          <h2 id="order_review_heading">{checkoutText("checkout.yourOrder")}</h2>
          <div id="order_review" className="woocommerce-checkout-review-order">
            {/* The checkout refresh replaces these two with the server's answer for the address typed. */}
            <div data-review-slot>
              <OrderReview cart={cart} quote={quote} currency={currency} locale={locale} timeZone={timeZone} />
            </div>
            <div id="payment" className="woocommerce-checkout-payment">
              <div data-payment-slot>
                <PaymentMethods
                  methods={methods}
                  chosen={values["payment_method"] ?? ""}
                  canSaveMethod={subscription ? "required" : signedIn || "with-new-account"}
                  savedCards={savedCards}
                  stripe={stripeElementFor(stripe, { mode: "payment", amount: quote.pricing.totals.total, currency })}
                />
              </div>
              <div className="form-row place-order">
                <TermsField error={termsError ?? null} checked={values["terms"] === "1"} />
                <noscript>
                  <button type="submit" className="button" name={UPDATE_TOTALS_FIELD} value="1">
                    {checkoutText("checkout.updateTotals")}
                  </button>
                </noscript>
                <button type="submit" className="button alt" name="woocommerce_checkout_place_order" id="place_order" value="1">
                  {subscription ? subscriptionText("checkout.signUpNow") : checkoutText("checkout.placeOrder")}
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
