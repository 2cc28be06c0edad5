import { enhanceAddressFields } from "./address/address-fields.ts";
import { applyCouponInPlace } from "./checkout/apply-coupon.ts";
import { keepFieldsAcrossLogin } from "./checkout/keep-fields-across-login.ts";
import { followPaymentMethodChoice } from "./checkout/payment-method-marker.ts";
import { refreshCheckoutOnChange } from "./checkout/refresh-checkout.ts";
import { showRefusal } from "./checkout/show-refusal.ts";
import { enhanceStripePaymentElement } from "./checkout/stripe-payment-element.ts";
import { enhanceTermsLink } from "./checkout/terms-lightbox.ts";
import { tokeniseCardOnSubmit } from "./checkout/tokenise-card.ts";
import { showUpdateAllOfferInDialog } from "./account/update-all-dialog.ts";

// The checkout's script: plain DOM code, loaded on /checkout, the order-pay page, My account →
// Add payment method and My account → Addresses only. The forms work without it (plain posts); on
// the checkout this adds the searchable country and state selects that follow the country, the
// selected-method marker, the terms lightbox, the card's tokenisation, the checkout refresh, the
// coupon applied in place, the typed fields kept across the inline login, and the way a refused
// order is shown; on Add payment method, the marker and the card's tokenisation; on Addresses,
// the country and state selects.

const form = document.querySelector<HTMLFormElement>("form[data-checkout]");
// Back from the inline login: the typed fields are put back before the selects are enhanced.
const kept = form !== null && keepFieldsAcrossLogin(form, document.querySelector<HTMLElement>("[data-checkout-login]"));
// Before a refusal moves the focus: a field in error may be one of these comboboxes.
enhanceAddressFields(document);
if (form !== null) {
  followPaymentMethodChoice(form);
  enhanceTermsLink(document);
  showRefusal(document);
  tokeniseCardOnSubmit(form);
  const stripe = enhanceStripePaymentElement(form);
  const refreshNow = refreshCheckoutOnChange(form, (html) => stripe?.followPaymentAnswer(html));
  const couponForm = document.querySelector<HTMLFormElement>("form[data-checkout-coupon]");
  if (couponForm !== null) applyCouponInPlace(couponForm, refreshNow);
  // The review follows the fields put back.
  if (kept) refreshNow();
}

// A subscription's page after its payment method changed (the page loads this script only then):
// the offer to update every current subscription moves into a modal dialog (spec §8). Here rather
// than in the account script, which every page (the product page, at its size budget) loads.
showUpdateAllOfferInDialog(document);

// My account → Add payment method: the same card fields and tokenisation, posting only the token.
const addMethodForm = document.querySelector<HTMLFormElement>("form[data-add-payment-method]");
if (addMethodForm !== null) {
  followPaymentMethodChoice(addMethodForm);
  tokeniseCardOnSubmit(addMethodForm);
  enhanceStripePaymentElement(addMethodForm);
}
