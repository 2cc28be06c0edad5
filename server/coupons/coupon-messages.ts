import type { CouponErrorCode, CouponNoticeCode } from "./coupons.ts";

// English defaults for the API's `message`, after WooCommerce's wording. The browser maps codes to
// its own catalogue; these words are for API clients and logs. `{name}` placeholders are filled
// from the result's params.

export const COUPON_MESSAGES: Record<CouponErrorCode | CouponNoticeCode, string> = {
  coupon_code_required: "Please enter a coupon code.",
  coupon_not_found: "Coupon \"{code}\" cannot be applied because it does not exist.",
  coupon_expired: "This coupon has expired.",
  coupon_minimum_spend_not_met: "The minimum spend for this coupon has not been met.",
  coupon_maximum_spend_exceeded: "The maximum spend for this coupon has been exceeded.",
  coupon_usage_limit_reached: "Coupon usage limit has been reached.",
  coupon_individual_use_only: "Sorry, coupon \"{code}\" has already been applied and cannot be used in conjunction with other coupons.",
  coupon_not_applicable: "Sorry, this coupon is not applicable to your cart contents.",
  coupon_already_applied: "Coupon code already applied!",
  coupon_not_applied: "Sorry, this coupon is not in your cart.",
  coupon_invalid_input: "The coupon could not be saved: check its fields.",
  coupon_code_taken: "A coupon with this code already exists.",
  coupon_applied: "Coupon code applied successfully.",
  coupon_removed: "Coupon has been removed.",
  coupon_removed_invalid: "The coupon \"{code}\" has been removed from your cart because it is no longer valid.",
};
