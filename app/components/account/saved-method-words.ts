import type { SavedPaymentMethod } from "../../../server/payments/payments.ts";
import { cardBrandName, paymentText } from "../../i18n/payment-messages.en.ts";

// How a saved card reads, on My account → Payment methods and among the checkout's saved cards.

const TWO_DIGITS = 2;
const CENTURY = 100;

/** "Visa ending in 4242". */
export function savedMethodLabel(method: Pick<SavedPaymentMethod, "brand" | "last4">): string {
  return paymentText("payments.endingIn", cardBrandName(method.brand), method.last4);
}

/** "Expires 12/34": month and the year's last two digits, as WooCommerce shows them. */
export function savedMethodExpiry(method: Pick<SavedPaymentMethod, "expMonth" | "expYear">): string {
  const twoDigits = (value: number) => String(value).padStart(TWO_DIGITS, "0");
  return paymentText("payments.expires", paymentText("payments.expiryDate", twoDigits(method.expMonth), twoDigits(method.expYear % CENTURY)));
}
