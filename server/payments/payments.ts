// Payments (issue 9): the gateways a shopper pays with, the cards they save, and the codes every
// outcome is reported with. This file is a browser contract (eslint/boundaries.js): types,
// constants and codes only. Money is integer minor units plus an ISO 4217 currency code.

export const GATEWAY_IDS = ["bacs", "cheque", "cod", "card_test", "stripe"] as const;
export type GatewayId = (typeof GATEWAY_IDS)[number];
export const OFFLINE_GATEWAY_IDS = ["bacs", "cheque", "cod"] as const satisfies readonly GatewayId[];
export const CARD_GATEWAY_IDS = ["card_test", "stripe"] as const satisfies readonly GatewayId[];
export type CardGatewayId = (typeof CARD_GATEWAY_IDS)[number];

/** Why a payment (or saving a card) did not go through: what the shopper is told, by code. */
export const PAYMENT_FAILURE_CODES = [
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "incorrect_cvc",
  "authentication_required",
  "authentication_failed",
  "processing_error",
  "payment_method_not_found",
  "payment_method_not_supported",
  "test_mode_not_allowed",
  "gateway_unavailable",
  "idempotency_key_reused",
  "payment_not_found",
  "refund_amount_invalid",
] as const;
export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number];

/** Card fields refused by the test-mode tokenisation step. */
export const CARD_FIELD_ERROR_CODES = ["card_number_invalid", "card_expiry_invalid", "card_expiry_past", "card_cvc_invalid"] as const;
export type CardFieldErrorCode = (typeof CARD_FIELD_ERROR_CODES)[number];

/** Every code the payments module answers with. */
export const PAYMENT_ERROR_CODES = [
  ...PAYMENT_FAILURE_CODES,
  ...CARD_FIELD_ERROR_CODES,
  "payment_settings_invalid",
  "webhook_signature_invalid",
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/** Notices of the saved-payment-methods pages (spec §8 toasts): three successes, and the error when adding a card fails. */
export const PAYMENT_NOTICE_CODES = ["payment_method_added", "payment_method_made_default", "payment_method_deleted", "payment_method_add_failed"] as const;
export type PaymentNoticeCode = (typeof PAYMENT_NOTICE_CODES)[number];

/** Card brands the shop names ("Visa ending in 4242"); anything else reads as a plain card. */
export const CARD_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "unknown"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** What the shop may keep of a card: never its number or security code. */
export interface CardSummary {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A card a customer saved, as the account page lists it. */
export interface SavedPaymentMethod extends CardSummary {
  id: number;
  gateway: CardGatewayId;
  isDefault: boolean;
  createdAt: string;
}

/** One account a shopper can pay a bank transfer into (WooCommerce's "Account details"). */
export interface BankAccount {
  accountName: string;
  accountNumber: string;
  bankName: string;
  /** Sort code (UK), routing number (US), BSB (AU) … */
  sortCode: string;
  iban: string;
  bic: string;
}

/**
 * A payment method the checkout offers. A null title or description means the merchant left it
 * unset: the storefront takes WooCommerce's default words from the catalogue
 * (`payments.title.<id>`, `payments.description.<id>`).
 */
export interface PaymentMethodOption {
  id: GatewayId;
  title: string | null;
  description: string | null;
  /** The built-in card test mode: the checkout marks it "Test mode". */
  testMode: boolean;
  /** Card gateways take card fields (and may save the card); offline ones do not. */
  kind: "offline" | "card";
}
