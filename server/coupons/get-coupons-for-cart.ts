import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { countCustomerUsages, findCouponsByCodeKeys } from "./coupon.repository.ts";
import { couponCodeKey, type CouponForCart } from "./coupons.ts";
import { couponsDb } from "./coupons-db.ts";

/**
 * The coupons with these codes (any case), in the order of `codes`; unknown codes are skipped.
 * With a customer, each carries that customer's use count for the per-customer limit.
 */
export async function getCouponsForCart(db: Kysely<Database>, codes: readonly string[], customerId: number | null): Promise<CouponForCart[]> {
  const keys = codes.map(couponCodeKey);
  const coupons = await findCouponsByCodeKeys(couponsDb(db), keys);
  const usages = customerId === null ? null : await countCustomerUsages(couponsDb(db), coupons.map((c) => c.id), customerId);
  const byKey = new Map(coupons.map((c) => [couponCodeKey(c.code), c]));
  return keys.flatMap((key) => {
    const coupon = byKey.get(key);
    return coupon ? [{ ...coupon, customerUsageCount: usages === null ? null : (usages.get(coupon.id) ?? 0) }] : [];
  });
}
