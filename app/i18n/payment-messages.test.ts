import { describe, expect, it } from "vitest";
import { CARD_BRANDS, GATEWAY_IDS, PAYMENT_ERROR_CODES, PAYMENT_NOTICE_CODES } from "../../server/payments/payments.ts";
import { cardBrandName, orderPaymentMethodTitle, paymentCodeMessages, paymentCodeText, paymentMethodDescription, paymentMethodTitle } from "./payment-messages.en.ts";

describe("the English catalogue's words for payments", () => {
  it("has its own words for every payment code and notice the server sends", () => {
    for (const code of [...PAYMENT_ERROR_CODES, ...PAYMENT_NOTICE_CODES]) expect(paymentCodeMessages[code], code).toMatch(/\S/);
  });

  it("words the test cards' failures exactly as DESIGN.md gives them", () => {
    expect(paymentCodeText("card_declined")).toBe("Your card was declined.");
    expect(paymentCodeText("insufficient_funds")).toBe("Your card has insufficient funds.");
    expect(paymentCodeText("expired_card")).toBe("Your card has expired.");
    expect(paymentCodeText("incorrect_cvc")).toBe("Your card's security code is incorrect.");
    expect(paymentCodeText("authentication_failed")).toBe("We are unable to authenticate your payment method. Please choose a different payment method and try again.");
  });

  it("titles each gateway with WooCommerce's default until the merchant sets one", () => {
    expect(GATEWAY_IDS.map((id) => paymentMethodTitle({ id, title: null }))).toEqual(["Direct bank transfer", "Check payments", "Cash on delivery", "Credit / Debit Card", "Credit / Debit Card"]);
    expect(paymentMethodTitle({ id: "bacs", title: "Wire" })).toBe("Wire");
    expect(paymentMethodDescription({ id: "cod", description: null })).toBe("Pay with cash upon delivery.");
    for (const brand of CARD_BRANDS) expect(cardBrandName(brand)).toMatch(/\S/);
  });

  it("words the saved-payment-method notices as WooCommerce does, and the failed add as spec §8 asks (a problem, try again)", () => {
    expect(paymentCodeText("payment_method_added")).toBe("Payment method successfully added.");
    expect(paymentCodeText("payment_method_made_default")).toBe("This payment method was successfully set as your default.");
    expect(paymentCodeText("payment_method_deleted")).toBe("Payment method deleted.");
    expect(paymentCodeText("payment_method_add_failed")).toBe("There was a problem adding the payment method. Please try again.");
  });

  it("words an unknown code as a processing error", () => {
    expect(paymentCodeText("brand_new_code")).toBe(paymentCodeMessages.processing_error);
  });
});

describe("orderPaymentMethodTitle", () => {
  it("takes the title kept on the order, else the gateway's default words, else the gateway id", () => {
    expect(orderPaymentMethodTitle({ paymentMethod: "bacs", paymentMethodTitle: "Wire" })).toBe("Wire");
    expect(orderPaymentMethodTitle({ paymentMethod: "bacs", paymentMethodTitle: "" })).toBe("Direct bank transfer");
    expect(orderPaymentMethodTitle({ paymentMethod: "gone_gateway", paymentMethodTitle: "" })).toBe("gone_gateway");
  });
});
