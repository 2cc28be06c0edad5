import type { Selectable } from "kysely";
import type { CouponsTable } from "../db/schema.ts";
import { COUPON_TYPES, type Coupon, type ValidCouponInput } from "./coupons.ts";
import { parseEnum } from "../parse-enum.ts";
import type { CouponsDb } from "./coupons-db.ts";

// All SQL of the coupons module. Id lists are JSON text so both databases store them alike.

function parseIds(json: string): number[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
}

function toCoupon(row: Selectable<CouponsTable>): Coupon {
  return {
    id: row.id,
    code: row.code,
    type: parseEnum(COUPON_TYPES, row.type, "fixed_cart"),
    amount: row.amount,
    description: row.description,
    expiresAt: row.expires_at,
    minimumSpend: row.minimum_spend,
    maximumSpend: row.maximum_spend,
    usageLimit: row.usage_limit,
    usageLimitPerCustomer: row.usage_limit_per_customer,
    usageCount: row.usage_count,
    individualUse: row.individual_use === 1,
    productIds: parseIds(row.product_ids),
    excludedProductIds: parseIds(row.excluded_product_ids),
    categoryIds: parseIds(row.category_ids),
    excludedCategoryIds: parseIds(row.excluded_category_ids),
    freeShipping: row.free_shipping === 1,
    excludeSaleItems: row.exclude_sale_items === 1,
  };
}

export async function couponCodeKeyExists(db: CouponsDb, codeKey: string): Promise<boolean> {
  const row = await db.selectFrom("coupons").select("id").where("code_key", "=", codeKey).executeTakeFirst();
  return row !== undefined;
}

export async function insertCoupon(db: CouponsDb, input: ValidCouponInput, codeKey: string, now: string): Promise<Coupon> {
  const row = await db
    .insertInto("coupons")
    .values({
      code: input.code,
      code_key: codeKey,
      type: input.type,
      amount: input.amount,
      description: input.description,
      expires_at: input.expiresAt === null ? null : new Date(input.expiresAt).toISOString(),
      minimum_spend: input.minimumSpend,
      maximum_spend: input.maximumSpend,
      usage_limit: input.usageLimit,
      usage_limit_per_customer: input.usageLimitPerCustomer,
      individual_use: input.individualUse ? 1 : 0,
      product_ids: JSON.stringify(input.productIds),
      excluded_product_ids: JSON.stringify(input.excludedProductIds),
      category_ids: JSON.stringify(input.categoryIds),
      excluded_category_ids: JSON.stringify(input.excludedCategoryIds),
      free_shipping: input.freeShipping ? 1 : 0,
      exclude_sale_items: input.excludeSaleItems ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCoupon(row);
}

export async function findCouponsByCodeKeys(db: CouponsDb, codeKeys: readonly string[]): Promise<Coupon[]> {
  if (codeKeys.length === 0) return [];
  const rows = await db.selectFrom("coupons").selectAll().where("code_key", "in", [...new Set(codeKeys)]).execute();
  return rows.map(toCoupon);
}

/** Uses per coupon by one customer. */
export async function countCustomerUsages(db: CouponsDb, couponIds: readonly number[], customerId: number): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (couponIds.length === 0) return counts;
  const rows = await db
    .selectFrom("coupon_usages")
    .select((eb) => ["coupon_id", eb.fn.countAll().as("count")])
    .where("coupon_id", "in", [...couponIds])
    .where("customer_id", "=", customerId)
    .groupBy("coupon_id")
    .execute();
  // PostgreSQL returns count(*) as a string.
  for (const row of rows) counts.set(row.coupon_id, Number(row.count));
  return counts;
}

/**
 * Counts one use if the coupon has uses left: one conditional UPDATE, so parallel orders cannot
 * pass the limit (PostgreSQL re-checks the WHERE after the row lock; SQLite serialises writes).
 * The row stays locked until commit, which also serialises the per-customer check that follows.
 */
export async function takeCouponUse(db: CouponsDb, couponId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("coupons")
    .set((eb) => ({ usage_count: eb("usage_count", "+", 1), updated_at: now }))
    .where("id", "=", couponId)
    .where((eb) => eb.or([eb("usage_limit", "is", null), eb("usage_count", "<", eb.ref("usage_limit"))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uses of a coupon by one buyer: the customer's account, or the email a guest gave (any case). */
export async function countBuyerUsages(db: CouponsDb, couponId: number, buyer: { customerId: number | null; email: string }): Promise<number> {
  const row = await db
    .selectFrom("coupon_usages")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("coupon_id", "=", couponId)
    .where((eb) => {
      const byEmail = eb(eb.fn("lower", ["email"]), "=", buyer.email.toLowerCase());
      return buyer.customerId === null ? byEmail : eb.or([eb("customer_id", "=", buyer.customerId), byEmail]);
    })
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertCouponUsage(db: CouponsDb, usage: { couponId: number; customerId: number | null; email: string; orderId: number; usedAt: string }): Promise<void> {
  await db
    .insertInto("coupon_usages")
    .values({ coupon_id: usage.couponId, customer_id: usage.customerId, email: usage.email.toLowerCase(), order_id: usage.orderId, used_at: usage.usedAt })
    .execute();
}

/** Removes an order's uses and gives each back to its coupon's count. */
export async function deleteOrderUsages(db: CouponsDb, orderId: number, now: string): Promise<void> {
  const rows = await db.deleteFrom("coupon_usages").where("order_id", "=", orderId).returning("coupon_id").execute();
  for (const row of rows) {
    await db
      .updateTable("coupons")
      .set((eb) => ({ usage_count: eb("usage_count", "-", 1), updated_at: now }))
      .where("id", "=", row.coupon_id)
      .where("usage_count", ">", 0)
      .execute();
  }
}
