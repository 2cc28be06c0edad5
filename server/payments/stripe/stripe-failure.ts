import type { PaymentFailureCode } from "../payments.ts";

// Stripe's error codes and decline codes (https://docs.stripe.com/declines/codes) as the shop's
// failure codes: the shopper reads the same words whichever processor declined the card.

export function stripeFailureCode(error: { code?: string | null | undefined; decline_code?: string | null | undefined }): PaymentFailureCode {
  const reasons = [error.decline_code, error.code];
  if (reasons.includes("insufficient_funds")) return "insufficient_funds";
  if (reasons.includes("expired_card")) return "expired_card";
  if (reasons.includes("incorrect_cvc") || reasons.includes("invalid_cvc")) return "incorrect_cvc";
  if (reasons.includes("authentication_required")) return "authentication_required";
  if (reasons.includes("payment_intent_authentication_failure") || reasons.includes("setup_intent_authentication_failure")) return "authentication_failed";
  if (reasons.includes("processing_error")) return "processing_error";
  return "card_declined";
}
