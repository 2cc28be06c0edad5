import { SELECTED_PAYMENT_METHOD_CLASS } from "./checkout-constants.ts";

// The chosen payment method carries the selected marker, and only it (spec §4): the server marks
// the checked one; this keeps the mark on the checked radio after a click or a checkout refresh.

export function markChosenPaymentMethod(form: HTMLElement): void {
  for (const item of form.querySelectorAll<HTMLElement>("[data-payment-method]")) {
    const radio = item.querySelector<HTMLInputElement>('input[name="payment_method"]');
    item.classList.toggle(SELECTED_PAYMENT_METHOD_CLASS, radio?.checked === true);
  }
}

export function followPaymentMethodChoice(form: HTMLElement): void {
  form.addEventListener("change", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.name === "payment_method") markChosenPaymentMethod(form);
  });
  markChosenPaymentMethod(form);
}
