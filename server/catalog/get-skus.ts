import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { purchasableKey, type PurchasableRef } from "./get-purchasable-item.ts";
import { loadSkus } from "./sku.repository.ts";
import { catalogDb } from "./catalog-db.ts";

/** SKUs by purchasableKey (a variation without its own has its product's), for order lines. */
export async function getSkus(db: Kysely<Database>, refs: readonly PurchasableRef[]): Promise<Map<string, string | null>> {
  const skus = await loadSkus(
    catalogDb(db),
    [...new Set(refs.map((r) => r.productId))],
    refs.flatMap((r) => (r.variationId === null ? [] : [r.variationId])),
  );
  return new Map(
    refs.map((ref) => {
      const own = ref.variationId === null ? null : (skus.variations.get(ref.variationId) ?? null);
      return [purchasableKey(ref), own ?? skus.products.get(ref.productId) ?? null];
    }),
  );
}
