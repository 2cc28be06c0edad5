import { isLineEligible, type DiscountableLine } from "./coupon-eligibility.ts";
import { BASIS_POINTS_PER_WHOLE, type Coupon, type CouponType } from "./coupons.ts";

// WooCommerce's WC_Discounts, in integer minor units. Coupons apply fixed_product first, then
// percent, then fixed_cart (its sort order); each line's discount never exceeds what is left of
// it. Percentages are taken of the undiscounted line (WooCommerce's non-sequential default) and
// rounded once for the coupon as a whole; the leftover minor units go to the lines with the
// largest fractions, so the lines always add up to the coupon's discount exactly.

export interface CouponDiscount {
  code: string;
  /** Total discount of this coupon in minor units. */
  amount: number;
  /** Discount of this coupon per line key. */
  byLine: Record<string, number>;
}

export interface DiscountResult {
  coupons: CouponDiscount[];
  /** Total discount per line key over all coupons. */
  byLine: Record<string, number>;
}

type DiscountRules = Pick<Coupon, "code" | "type" | "amount" | "productIds" | "excludedProductIds" | "categoryIds" | "excludedCategoryIds" | "excludeSaleItems">;

const TYPE_ORDER: Record<CouponType, number> = { fixed_product: 1, percent: 2, fixed_cart: 3 };

/** a × b ÷ c as quotient and remainder, exact beyond 2^53 (BigInt). */
function mulDiv(a: number, b: number, c: number): { quotient: number; remainder: bigint } {
  const product = BigInt(a) * BigInt(b);
  return { quotient: Number(product / BigInt(c)), remainder: product % BigInt(c) };
}

/**
 * Shares `total` across lines by weight: floors first, then one unit each to the largest
 * remainders (ties: earlier line), never above a line's `room`.
 */
function shareByWeight(total: number, weights: number[], weightSum: number, room: number[]): number[] {
  if (total <= 0 || weightSum <= 0) return weights.map(() => 0);
  const parts = weights.map((w) => mulDiv(total, w, weightSum));
  const shares = parts.map((p, i) => Math.min(p.quotient, room[i] ?? 0));
  let left = total - shares.reduce((s, v) => s + v, 0);
  const order = parts.map((p, i) => ({ i, r: p.remainder })).sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0) break;
    if ((shares[i] ?? 0) < (room[i] ?? 0)) {
      shares[i] = (shares[i] ?? 0) + 1;
      left -= 1;
    }
  }
  return shares;
}

export function calculateCouponDiscounts(lines: readonly DiscountableLine[], coupons: readonly DiscountRules[]): DiscountResult {
  const remaining = lines.map((l) => l.subtotal);
  const byLine: Record<string, number> = Object.fromEntries(lines.map((l) => [l.key, 0]));
  const sorted = coupons.map((c, position) => ({ c, position })).sort((a, b) => TYPE_ORDER[a.c.type] - TYPE_ORDER[b.c.type] || a.position - b.position);
  const results = new Map<string, CouponDiscount>();

  for (const { c: coupon } of sorted) {
    const eligible = lines.map((line, i) => isLineEligible(coupon, line) && (remaining[i] ?? 0) > 0);
    const room = lines.map((_, i) => (eligible[i] ? (remaining[i] ?? 0) : 0));
    let shares: number[];
    if (coupon.type === "fixed_product") {
      shares = lines.map((line, i) => Math.min(coupon.amount * line.quantity, room[i] ?? 0));
    } else if (coupon.type === "percent") {
      const bases = lines.map((line, i) => (eligible[i] ? line.subtotal : 0));
      const baseSum = bases.reduce((s, v) => s + v, 0);
      // Half-up rounding of the coupon total, as WooCommerce rounds the cart-level amount.
      const whole = mulDiv(baseSum, coupon.amount, BASIS_POINTS_PER_WHOLE);
      const target = whole.quotient + (whole.remainder * 2n >= BigInt(BASIS_POINTS_PER_WHOLE) ? 1 : 0);
      shares = shareByWeight(Math.min(target, room.reduce((s, v) => s + v, 0)), bases, baseSum, room);
    } else {
      const roomSum = room.reduce((s, v) => s + v, 0);
      shares = shareByWeight(Math.min(coupon.amount, roomSum), room, roomSum, room);
    }
    const discount: CouponDiscount = { code: coupon.code, amount: 0, byLine: {} };
    lines.forEach((line, i) => {
      const share = shares[i] ?? 0;
      discount.byLine[line.key] = share;
      discount.amount += share;
      remaining[i] = (remaining[i] ?? 0) - share;
      byLine[line.key] = (byLine[line.key] ?? 0) + share;
    });
    results.set(coupon.code, discount);
  }
  return { coupons: coupons.flatMap((c) => results.get(c.code) ?? []), byLine };
}
