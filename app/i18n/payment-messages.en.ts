import type { CardBrand, PaymentErrorCode, PaymentMethodOption, PaymentNoticeCode } from "../../server/payments/payments.ts";
import { fillNamed, format } from "./format.ts";

// The payments section of the English catalogue: gateway titles and descriptions (WooCommerce's
// defaults, used while the merchant has not set their own), the card fields and the test-mode
// challenge (DESIGN.md, "Checkout, orders and payments"), and the words for payment codes.
// Kept out of the shared catalogue (`messages`), which the product page's script bundles whole
// (decision 014): server-rendered parts read the UI words with paymentText(); the checkout and
// account scripts may import this alone.

export const paymentUiMessages = {
  "payments.title.bacs": "Direct bank transfer",
  "payments.title.cheque": "Check payments",
  "payments.title.cod": "Cash on delivery",
  "payments.title.card_test": "Credit / Debit Card",
  "payments.title.stripe": "Credit / Debit Card",
  "payments.description.bacs": "Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.",
  "payments.description.cheque": "Please send a check to Store Name, Store Street, Store Town, Store State / County, Store Postcode.",
  "payments.description.cod": "Pay with cash upon delivery.",
  "payments.description.card_test": "Pay with your credit or debit card.",
  "payments.description.stripe": "Pay with your credit or debit card.",
  "payments.testMode": "Test mode",
  "payments.testModeHint": "Test mode is on: no money is taken. Use a test card such as 4242 4242 4242 4242.",
  "payments.cardNumber": "Card number",
  "payments.cardExpiry": "Expiration date (MM / YY)",
  "payments.cardExpiryPlaceholder": "MM / YY",
  "payments.cardCvc": "Security code",
  "payments.cardNeedsScript": "Card payments need JavaScript in your browser. Please turn it on, or choose another payment method.",
  "payments.cardFormUnavailable": "The card form could not be loaded. Please reload the page, or choose another payment method.",
  "payments.saveMethod": "Save payment information to my account for future purchases",
  "payments.useNewMethod": "Use a new payment method",
  "payments.endingIn": "%1$s ending in %2$s",
  "payments.expires": "Expires %s",
  "payments.makeDefault": "Make default",
  "payments.delete": "Delete",
  "payments.addPaymentMethod": "Add payment method",
  "payments.default": "Default",
  "payments.noMethods": "No saved methods found.",
  "payments.savedMethods": "Saved payment methods",
  "payments.methodColumn": "Method",
  "payments.expiresColumn": "Expires",
  "payments.actionsColumn": "Actions",
  "payments.expiryDate": "%1$s/%2$s",
  "payments.makeDefaultLabel": "Make default: %s",
  "payments.deleteLabel": "Delete: %s",
  "payments.brand.visa": "Visa",
  "payments.brand.mastercard": "Mastercard",
  "payments.brand.amex": "American Express",
  "payments.brand.discover": "Discover",
  "payments.brand.jcb": "JCB",
  "payments.brand.diners": "Diners Club",
  "payments.brand.unionpay": "UnionPay",
  "payments.brand.unknown": "Card",
  "payments.bankDetails": "Our bank details",
  "payments.accountName": "Account name",
  "payments.accountNumber": "Account number",
  "payments.bankName": "Bank",
  "payments.sortCode": "Sort code",
  "payments.iban": "IBAN",
  "payments.bic": "BIC",
  "payments.challengeTitle": "Authenticate your payment",
  "payments.challengeIntro": "This is a test-mode 3-D Secure challenge for a payment of %1$s with %2$s.",
  "payments.completeAuthentication": "Complete authentication",
  "payments.failAuthentication": "Fail authentication",
  "payments.challengeGone": "This authentication has already been answered or does not exist.",
} satisfies Record<string, string>;

type PaymentUiKey = keyof typeof paymentUiMessages;

/** A payments UI word, with %s / %1$s placeholders filled as t() fills them. */
export function paymentText(key: PaymentUiKey, ...args: ReadonlyArray<string | number>): string {
  return format(paymentUiMessages[key], ...args);
}

/** Every code the payments module sends, and the account page's notices, in WooCommerce's words where it has them. */
export const paymentCodeMessages: Record<PaymentErrorCode | PaymentNoticeCode, string> = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
  authentication_required: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  authentication_failed: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  processing_error: "An error occurred while processing your card. Try again in a little bit.",
  payment_method_not_found: "This payment method could not be found. Please choose a different payment method and try again.",
  payment_method_not_supported: "This payment method cannot be saved.",
  test_mode_not_allowed: "This payment method is not available.",
  gateway_unavailable: "This payment method is not available.",
  idempotency_key_reused: "This payment was already submitted with other details. Please reload the page and try again.",
  payment_not_found: "This payment could not be found.",
  refund_amount_invalid: "The refund amount is invalid: it must be more than zero and at most what is left to refund.",
  card_number_invalid: "Your card number is invalid.",
  card_expiry_invalid: "Your card's expiration date is invalid.",
  card_expiry_past: "Your card's expiration date is in the past.",
  card_cvc_invalid: "Your card's security code is invalid.",
  payment_settings_invalid: "The payment settings are invalid: {field} ({issue}).",
  webhook_signature_invalid: "The webhook signature could not be verified.",
  payment_method_added: "Payment method successfully added.",
  payment_method_made_default: "This payment method was successfully set as your default.",
  payment_method_deleted: "Payment method deleted.",
  payment_method_add_failed: "There was a problem adding the payment method. Please try again.",
};

/** The words for a payment code with its `{param}`s filled; an unknown code reads as a processing error. */
export function paymentCodeText(code: string, params: Readonly<Record<string, string | number>> = {}): string {
  const template = Object.hasOwn(paymentCodeMessages, code) ? paymentCodeMessages[code as keyof typeof paymentCodeMessages] : paymentCodeMessages.processing_error;
  return fillNamed(template, params);
}

/** A checkout option's title: the merchant's own, else WooCommerce's default for the gateway. */
export function paymentMethodTitle(option: Pick<PaymentMethodOption, "id" | "title">): string {
  return option.title ?? paymentUiMessages[`payments.title.${option.id}` satisfies PaymentUiKey];
}

/** An order's payment method as it was titled when placed; "" means the gateway's default words then. */
export function orderPaymentMethodTitle(order: { paymentMethod: string; paymentMethodTitle: string }): string {
  if (order.paymentMethodTitle !== "") return order.paymentMethodTitle;
  const key = `payments.title.${order.paymentMethod}`;
  return Object.hasOwn(paymentUiMessages, key) ? paymentUiMessages[key as PaymentUiKey] : order.paymentMethod;
}

export function paymentMethodDescription(option: Pick<PaymentMethodOption, "id" | "description">): string {
  return option.description ?? paymentUiMessages[`payments.description.${option.id}` satisfies PaymentUiKey];
}

export function cardBrandName(brand: CardBrand): string {
  return paymentUiMessages[`payments.brand.${brand}` satisfies PaymentUiKey];
}
