import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { countBuyerUsages, deleteOrderUsages, findCouponsByCodeKeys, insertCouponUsage, takeCouponUse } from "./coupon.repository.ts";
import { couponCodeKey } from "./coupons.ts";
import { couponsDb } from "./coupons-db.ts";

// Coupon uses are counted when an order is placed, inside the order's transaction (issue 9): the
// overall limit by a conditional update, the per-customer limit by the buyer's account or, for a
// guest, the email given at checkout. A refused use rolls the whole order back.

export interface CouponBuyer {
  customerId: number | null;
  email: string;
}

export type CouponUsageOutcome = { ok: true } | { ok: false; code: "coupon_usage_limit_reached"; params: { code: string } };

export async function recordCouponUsage(trx: Kysely<Database>, codes: readonly string[], buyer: CouponBuyer, orderId: number, now: Date): Promise<CouponUsageOutcome> {
  const coupons = await findCouponsByCodeKeys(couponsDb(trx), codes.map(couponCodeKey));
  for (const coupon of coupons) {
    const refused: CouponUsageOutcome = { ok: false, code: "coupon_usage_limit_reached", params: { code: coupon.code } };
    if (!(await takeCouponUse(couponsDb(trx), coupon.id, now.toISOString()))) return refused;
    if (coupon.usageLimitPerCustomer !== null && (await countBuyerUsages(couponsDb(trx), coupon.id, buyer)) >= coupon.usageLimitPerCustomer) return refused;
    await insertCouponUsage(couponsDb(trx), { couponId: coupon.id, customerId: buyer.customerId, email: buyer.email, orderId, usedAt: now.toISOString() });
  }
  return { ok: true };
}

/** A cancelled order's coupon uses are given back (WooCommerce decreases usage counts too). */
export async function releaseCouponUsage(trx: Kysely<Database>, orderId: number, now: Date): Promise<void> {
  await deleteOrderUsages(couponsDb(trx), orderId, now.toISOString());
}
