import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { insertCouponUsage } from "./coupon.repository.ts";

/**
 * Counts one use of a coupon by an order (checkout calls this inside its transaction), feeding the
 * usage limit and the per-customer limit.
 */
export async function recordCouponUsage(
  db: Kysely<Database>,
  couponId: number,
  buyer: { customerId: number | null; email: string | null },
  now: Date,
): Promise<void> {
  await insertCouponUsage(db, couponId, buyer.customerId, buyer.email, now.toISOString());
}
