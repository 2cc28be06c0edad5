import { applyCouponInPlace } from "./checkout/apply-coupon.ts";
import { keepFieldsAcrossLogin } from "./checkout/keep-fields-across-login.ts";
import { followPaymentMethodChoice } from "./checkout/payment-method-marker.ts";
import { refreshCheckoutOnChange } from "./checkout/refresh-checkout.ts";
import { showRefusal } from "./checkout/show-refusal.ts";
import { enhanceTermsLink } from "./checkout/terms-lightbox.ts";
import { tokeniseCardOnSubmit } from "./checkout/tokenise-card.ts";

// The card pages' script: plain DOM code, loaded on /checkout, the order-pay page and My account →
// Add payment method only. The forms work without it (plain posts); on the checkout this adds the
// selected-method marker, the terms lightbox, the card's tokenisation, the checkout refresh, the
// coupon applied in place, the typed fields kept across the inline login, and the way a refused
// order is shown; on Add payment method, the marker and the card's tokenisation.

const form = document.querySelector<HTMLFormElement>("form[data-checkout]");
if (form !== null) {
  followPaymentMethodChoice(form);
  enhanceTermsLink(document);
  showRefusal(document);
  tokeniseCardOnSubmit(form);
  const refreshNow = refreshCheckoutOnChange(form);
  const couponForm = document.querySelector<HTMLFormElement>("form[data-checkout-coupon]");
  if (couponForm !== null) applyCouponInPlace(couponForm, refreshNow);
  // Back from the inline login: the typed fields are put back, and the review follows them.
  if (keepFieldsAcrossLogin(form, document.querySelector<HTMLElement>("[data-checkout-login]"))) refreshNow();
}

// My account → Add payment method: the same card fields and tokenisation, posting only the token.
const addMethodForm = document.querySelector<HTMLFormElement>("form[data-add-payment-method]");
if (addMethodForm !== null) {
  followPaymentMethodChoice(addMethodForm);
  tokeniseCardOnSubmit(addMethodForm);
}
