import { describe, expect, it } from "vitest";
import { stripeJsErrorCode } from "./stripe-error-code.ts";

// Stripe.js's errors in the catalogue's codes: what the card box says.

describe("stripeJsErrorCode", () => {
  it.each([
    ["validation_error", "incomplete_number", "card_number_invalid"],
    ["validation_error", "invalid_number", "card_number_invalid"],
    ["validation_error", "incomplete_expiry", "card_expiry_invalid"],
    ["validation_error", "invalid_expiry_year_past", "card_expiry_past"],
    ["validation_error", "invalid_expiry_month_past", "card_expiry_past"],
    ["validation_error", "incomplete_cvc", "card_cvc_invalid"],
    ["card_error", "incorrect_number", "card_number_invalid"],
    ["card_error", "invalid_expiry_year", "card_expiry_invalid"],
    ["card_error", "invalid_cvc", "card_cvc_invalid"],
    ["card_error", "expired_card", "expired_card"],
    ["card_error", "card_declined", "card_declined"],
  ])("reads a %s with code %s as %s", (type, code, expected) => {
    expect(stripeJsErrorCode({ type, code })).toBe(expected);
  });

  it("reads a card error's decline code as the server reads a declined PaymentIntent's", () => {
    expect(stripeJsErrorCode({ type: "card_error", code: "card_declined", decline_code: "insufficient_funds" })).toBe("insufficient_funds");
    expect(stripeJsErrorCode({ type: "card_error", code: "card_declined", decline_code: "test_mode_live_card" })).toBe("card_declined");
  });

  it("reads Stripe unreachable, a refused request and an unknown validation code as a processing error, to be tried again", () => {
    expect(stripeJsErrorCode({ type: "api_connection_error" })).toBe("processing_error");
    expect(stripeJsErrorCode({ type: "invalid_request_error", code: "parameter_missing" })).toBe("processing_error");
    expect(stripeJsErrorCode({ type: "validation_error", code: "incomplete" })).toBe("processing_error");
  });
});
