import type { CatalogDb } from "./catalog-db.ts";

/** The products of `productIds` that limit their subscriptions, with the stored limit ('active' or 'any'). */
export async function findSubscriptionLimits(db: CatalogDb, productIds: readonly number[]): Promise<{ id: number; subscription_limit: string | null }[]> {
  if (productIds.length === 0) return [];
  return db.selectFrom("products").select(["id", "subscription_limit"]).where("id", "in", [...productIds]).where("subscription_limit", "is not", null).execute();
}
