import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

// Test-only: an order's use of a coupon, written directly. Checkout will record uses in its order
// transaction (a recordCouponUsage use case); until then only tests make them.

export async function insertCouponUse(db: Kysely<Database>, couponId: number, buyer: { customerId: number | null; email: string | null }, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.insertInto("coupon_usages").values({ coupon_id: couponId, customer_id: buyer.customerId, email: buyer.email, used_at: at }).execute();
  await db.updateTable("coupons").set((eb) => ({ usage_count: eb("usage_count", "+", 1), updated_at: at })).where("id", "=", couponId).execute();
}
