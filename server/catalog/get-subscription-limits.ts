import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { isOneOf } from "../parse-enum.ts";
import { SUBSCRIPTION_LIMITS, type SubscriptionLimit } from "./catalog.ts";
import { catalogDb } from "./catalog-db.ts";
import { findSubscriptionLimits } from "./subscription-limit.repository.ts";

export type ProductSubscriptionLimit = Exclude<SubscriptionLimit, "no">;

/**
 * WooCommerce Subscriptions' "Limit subscription" of each of `productIds` that has one (a product
 * of a variation: the limit is the product's). Products that do not limit are left out.
 */
export async function getSubscriptionLimits(db: Kysely<Database>, productIds: readonly number[]): Promise<Map<number, ProductSubscriptionLimit>> {
  const limits = new Map<number, ProductSubscriptionLimit>();
  for (const row of await findSubscriptionLimits(catalogDb(db), productIds)) {
    const limit = row.subscription_limit;
    if (limit !== null && isOneOf(SUBSCRIPTION_LIMITS, limit) && limit !== "no") limits.set(row.id, limit);
  }
  return limits;
}
