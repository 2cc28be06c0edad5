import type { PaymentErrorCode } from "../../../server/payments/payments.ts";
import { stripeFailureCode } from "../../../server/payments/stripe/stripe-failure.ts";
import type { StripeJsError } from "./stripe-js.ts";

// Stripe.js's errors as the shop's payment codes, so the card box says them in the catalogue's
// words (app/i18n/payment-messages.en.ts), the same words as the card test mode's: the Payment
// Element's validation codes (https://docs.stripe.com/js/elements_object/submit), card errors by
// their code and decline code (as the server reads a declined PaymentIntent), and anything else
// (Stripe unreachable, a bad request) as a processing error, to be tried again.

const FIELD_CODES: Readonly<Record<string, PaymentErrorCode>> = {
  incomplete_number: "card_number_invalid",
  invalid_number: "card_number_invalid",
  incorrect_number: "card_number_invalid",
  incomplete_expiry: "card_expiry_invalid",
  invalid_expiry_month: "card_expiry_invalid",
  invalid_expiry_year: "card_expiry_invalid",
  invalid_expiry_month_past: "card_expiry_past",
  invalid_expiry_year_past: "card_expiry_past",
  incomplete_cvc: "card_cvc_invalid",
  invalid_cvc: "card_cvc_invalid",
};

export function stripeJsErrorCode(error: StripeJsError): PaymentErrorCode {
  if (error.type !== "validation_error" && error.type !== "card_error") return "processing_error";
  const field = error.code === undefined ? undefined : FIELD_CODES[error.code];
  if (field !== undefined) return field;
  return error.type === "card_error" ? stripeFailureCode(error) : "processing_error";
}
