import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { couponCodeKeyExists, insertCoupon } from "./coupon.repository.ts";
import { couponCodeKey, couponInputSchema, type Coupon, type CouponInput } from "./coupons.ts";
import { couponsDb } from "./coupons-db.ts";

export type CreateCouponResult =
  | { ok: true; coupon: Coupon }
  | { ok: false; code: "coupon_invalid_input"; issues: { path: string; message: string }[] }
  | { ok: false; code: "coupon_code_taken" };

/** Stores a new coupon (used by the seed, tests and, later, the admin). Codes are unique ignoring case. */
export async function createCoupon(db: Kysely<Database>, input: CouponInput, now: Date): Promise<CreateCouponResult> {
  const parsed = couponInputSchema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    return { ok: false, code: "coupon_invalid_input", issues };
  }
  const key = couponCodeKey(parsed.data.code);
  if (await couponCodeKeyExists(couponsDb(db), key)) return { ok: false, code: "coupon_code_taken" };
  return { ok: true, coupon: await insertCoupon(couponsDb(db), parsed.data, key, now.toISOString()) };
}
