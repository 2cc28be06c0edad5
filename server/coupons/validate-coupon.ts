import { isLineEligible, type DiscountableLine } from "./coupon-eligibility.ts";
import type { CouponErrorCode, CouponForCart } from "./coupons.ts";

// Whether a coupon may stay in (or enter) a cart, in WooCommerce's order of checks. Whether it
// combines with the cart's other coupons is the cart's question (individual use), not this one.

export type CouponValidity = { ok: true } | { ok: false; code: CouponErrorCode; params: Record<string, string | number> };

export function validateCoupon(coupon: CouponForCart, lines: readonly DiscountableLine[], now: Date): CouponValidity {
  const fail = (code: CouponErrorCode, params: Record<string, string | number> = {}): CouponValidity => ({
    ok: false,
    code,
    params: { code: coupon.code, ...params },
  });
  if (coupon.expiresAt !== null && now.getTime() > Date.parse(coupon.expiresAt)) return fail("coupon_expired");
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) return fail("coupon_usage_limit_reached");
  if (coupon.usageLimitPerCustomer !== null && coupon.customerUsageCount !== null && coupon.customerUsageCount >= coupon.usageLimitPerCustomer) {
    return fail("coupon_usage_limit_reached");
  }
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  if (coupon.minimumSpend !== null && subtotal < coupon.minimumSpend) return fail("coupon_minimum_spend_not_met", { minimum_spend: coupon.minimumSpend });
  if (coupon.maximumSpend !== null && subtotal > coupon.maximumSpend) return fail("coupon_maximum_spend_exceeded", { maximum_spend: coupon.maximumSpend });
  if (!lines.some((line) => line.subtotal > 0 && isLineEligible(coupon, line))) return fail("coupon_not_applicable");
  return { ok: true };
}
