import type { Kysely, Selectable } from "kysely";
import type { CouponsTable, Database } from "../db/schema.ts";
import { COUPON_TYPES, type Coupon, type ValidCouponInput } from "./coupons.ts";
import { parseEnum } from "../parse-enum.ts";

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

export async function couponCodeKeyExists(db: Kysely<Database>, codeKey: string): Promise<boolean> {
  const row = await db.selectFrom("coupons").select("id").where("code_key", "=", codeKey).executeTakeFirst();
  return row !== undefined;
}

export async function insertCoupon(db: Kysely<Database>, input: ValidCouponInput, codeKey: string, now: string): Promise<Coupon> {
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

export async function findCouponsByCodeKeys(db: Kysely<Database>, codeKeys: readonly string[]): Promise<Coupon[]> {
  if (codeKeys.length === 0) return [];
  const rows = await db.selectFrom("coupons").selectAll().where("code_key", "in", [...new Set(codeKeys)]).execute();
  return rows.map(toCoupon);
}

/** Uses per coupon by one customer. */
export async function countCustomerUsages(db: Kysely<Database>, couponIds: readonly number[], customerId: number): Promise<Map<number, number>> {
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
