import { isOneOf } from "../../../server/parse-enum.ts";
import { PAYMENT_NOTICE_CODES, type PaymentNoticeCode } from "../../../server/payments/payments.ts";

// My account → Payment methods and Add payment method (WooCommerce's endpoints), and the notice a
// redirect after a post carries to the list (?notice=<code>): a code of the catalogue, never words.

export const PAYMENT_METHODS_PATH = "/my-account/payment-methods";
export const ADD_PAYMENT_METHOD_PATH = "/my-account/add-payment-method";
export const PAYMENT_NOTICE_PARAM = "notice";

/** The fields a saved card's "Make default" and "Delete" forms post to the list. */
export const PAYMENT_METHOD_ACTION_FIELD = "payment_method_action";
export const PAYMENT_METHOD_ID_FIELD = "payment_method_id";
export const PAYMENT_METHOD_ACTIONS = ["make_default", "delete"] as const;
export type PaymentMethodAction = (typeof PAYMENT_METHOD_ACTIONS)[number];

/** The add form's fields besides the card gateway's radio (payment_method) and csrf_token. */
export const PAYMENT_TOKEN_FIELD = "payment_token";
export const ADD_ATTEMPT_FIELD = "add_payment_method_attempt";

/** The list after a change, saying what changed. */
export function paymentMethodsNoticePath(code: PaymentNoticeCode): string {
  return `${PAYMENT_METHODS_PATH}?${PAYMENT_NOTICE_PARAM}=${code}`;
}

/** The notice a list address asks for, or null for none or an unknown one. */
export function paymentNoticeOf(url: URL): PaymentNoticeCode | null {
  const code = url.searchParams.get(PAYMENT_NOTICE_PARAM);
  return code !== null && isOneOf(PAYMENT_NOTICE_CODES, code) ? code : null;
}

/** Success toasts last 10 s, the error 120 s (spec §8). */
export function paymentNoticeKind(code: PaymentNoticeCode): "success" | "error" {
  return code === "payment_method_add_failed" ? "error" : "success";
}
