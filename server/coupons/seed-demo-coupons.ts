import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { CouponInput } from "./coupons.ts";
import { createCoupon } from "./create-coupon.ts";

// Coupons of the demo shop, so shoppers trying it (and the end-to-end tests) can apply one.

/** 10 % in basis points. */
const WELCOME_PERCENT_BASIS_POINTS = 1000;
/** $5 in minor units. */
const FIVE_OFF_MINOR = 500;

export const DEMO_COUPONS: readonly CouponInput[] = [
  { code: "WELCOME10", type: "percent", amount: WELCOME_PERCENT_BASIS_POINTS, description: "10 % off your order" },
  { code: "FIVEOFF", type: "fixed_cart", amount: FIVE_OFF_MINOR, description: "$5 off your cart" },
  // No discount: it unlocks the demo zones' free shipping methods (server/shipping/seed-demo-shipping.ts).
  { code: "FREESHIP", type: "fixed_cart", amount: 0, freeShipping: true, description: "Free shipping" },
];

/** Creates the demo coupons that are missing; returns how many were created. Safe to run again. */
export async function seedDemoCoupons(db: Kysely<Database>, now: Date): Promise<number> {
  let created = 0;
  for (const coupon of DEMO_COUPONS) {
    const result = await createCoupon(db, coupon, now);
    if (result.ok) created += 1;
    else if (result.code !== "coupon_code_taken") throw new Error(`Demo coupon ${coupon.code}: ${result.code} ${"issues" in result ? JSON.stringify(result.issues) : ""}`);
  }
  return created;
}
