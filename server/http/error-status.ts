import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { CartErrorCode } from "../cart/cart.ts";
import type { CatalogErrorCode } from "../catalog/catalog.ts";
import type { CouponErrorCode } from "../coupons/coupons.ts";
import type { ReviewErrorCode } from "../reviews/reviews.ts";
import type { AuthErrorCode } from "../auth/auth.ts";
import type { SocialErrorCode } from "../auth/social/social.ts";
import type { CustomerErrorCode } from "../customers/customers.ts";
import type { PaymentErrorCode } from "../payments/payments.ts";
import type { AdBlockErrorCode } from "../ad-block/ad-block.ts";

// The one map from expected-outcome codes to HTTP status. `satisfies Record<ErrorCode, …>` makes a
// new code in any module a type error here until it is given a status.

/** Codes the HTTP edge itself produces, before any use case runs. */
export const HTTP_ERROR_CODES = ["invalid_request", "unsupported_media_type", "invalid_product_id", "unknown_country", "captcha_off"] as const;
export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[number];

export type ErrorCode = HttpErrorCode | CatalogErrorCode | CartErrorCode | CouponErrorCode | ReviewErrorCode | AuthErrorCode | SocialErrorCode | CustomerErrorCode | PaymentErrorCode | AdBlockErrorCode;

const STATUS_BY_CODE = {
  invalid_request: 400,
  unsupported_media_type: 415,
  invalid_product_id: 400,
  unknown_country: 404,
  captcha_off: 404,

  no_matching_variation: 404,

  invalid_quantity: 400,
  product_not_found: 404,
  product_not_purchasable: 422,
  variation_required: 422,
  variation_not_found: 422,
  out_of_stock: 409,
  insufficient_stock: 409,
  quantity_below_minimum: 422,
  quantity_above_maximum: 422,
  already_in_cart: 409,
  subscription_limit_reached: 409,
  cart_item_not_found: 404,

  coupon_code_required: 400,
  coupon_not_found: 404,
  coupon_expired: 422,
  coupon_minimum_spend_not_met: 422,
  coupon_maximum_spend_exceeded: 422,
  coupon_usage_limit_reached: 409,
  coupon_individual_use_only: 409,
  coupon_not_applicable: 422,
  coupon_already_applied: 409,
  coupon_not_applied: 404,
  coupon_invalid_input: 400,
  coupon_code_taken: 409,

  invalid_input: 400,
  rating_required: 422,
  invalid_rating: 422,
  author_required: 422,
  email_invalid: 422,
  content_required: 422,
  reviews_closed: 403,
  duplicate_review: 409,

  fields_required: 422,
  invalid_credentials: 401,
  rate_limited: 429,
  password_too_short: 422,
  password_too_long: 422,
  passwords_dont_match: 422,
  reset_token_invalid: 400,
  not_logged_in: 401,
  csrf_failed: 403,
  password_fields_incomplete: 422,
  confirm_password_required: 422,
  new_passwords_dont_match: 422,
  current_password_required: 422,
  current_password_incorrect: 422,
  captcha_failed: 422,

  social_provider_disabled: 404,
  social_state_mismatch: 400,
  social_sign_in_failed: 400,
  social_no_email: 422,
  social_email_unverified: 422,

  customer_not_found: 404,
  email_required: 422,
  email_taken: 409,
  address_invalid: 422,
  role_invalid: 422,

  // A card the processor refused: 402 Payment Required, as Stripe answers card errors.
  card_declined: 402,
  insufficient_funds: 402,
  expired_card: 402,
  incorrect_cvc: 402,
  authentication_required: 402,
  authentication_failed: 402,
  processing_error: 402,
  payment_method_not_found: 404,
  payment_method_not_supported: 422,
  test_mode_not_allowed: 403,
  gateway_unavailable: 422,
  idempotency_key_reused: 409,
  payment_not_found: 404,
  refund_amount_invalid: 422,
  card_number_invalid: 422,
  card_expiry_invalid: 422,
  card_expiry_past: 422,
  card_cvc_invalid: 422,
  payment_settings_invalid: 422,
  webhook_signature_invalid: 400,

  ad_block_result_invalid: 400,
  ad_block_tracking_off: 404,
} as const satisfies Record<ErrorCode, ContentfulStatusCode>;

export function statusForCode(code: ErrorCode): ContentfulStatusCode {
  return STATUS_BY_CODE[code];
}
