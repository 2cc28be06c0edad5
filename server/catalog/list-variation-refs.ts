import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { catalogDb } from "./catalog-db.ts";
import type { PurchasableRef } from "./get-purchasable-item.ts";
import { loadVariations } from "./variation.repository.ts";

/**
 * The enabled variations of a product, in menu order, as references getPurchasableItems prices:
 * what a subscription's line may be switched to (docs/decisions/033).
 */
export async function listVariationRefs(db: Kysely<Database>, productId: number): Promise<PurchasableRef[]> {
  const variations = await loadVariations(catalogDb(db), productId);
  return variations.map((v) => ({ productId, variationId: v.id }));
}
