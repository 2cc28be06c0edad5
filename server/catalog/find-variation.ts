import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { isVariableType, type ShownPrice, type VariationData } from "./catalog.ts";
import { buildVariationData } from "./build-variation-data.ts";
import { matchVariation } from "./match-variation.ts";
import { loadVariableProductCore } from "./product-detail.repository.ts";
import { loadVariation, loadVariationCandidates } from "./variation.repository.ts";
import { catalogDb } from "./catalog-db.ts";

/**
 * The variation lookup (spec §7 get_variation) for products whose variations are not embedded in
 * the page: chosen options keyed by attribute (`attribute_pa_color` or `pa_color`) → the
 * variation's data, or null when the product is not a published variable product, a choice is
 * missing, or nothing matches. Its prices are as `shown`, as on the product page.
 */
export async function findVariation(
  db: Kysely<Database>,
  productId: number,
  chosen: Readonly<Record<string, string>>,
  now: Date,
  shown: ShownPrice,
): Promise<VariationData | null> {
  const product = await loadVariableProductCore(catalogDb(db), productId);
  if (!product || product.status !== "publish" || !isVariableType(product.parent.type)) return null;
  const candidates = await loadVariationCandidates(catalogDb(db), productId);
  const variationId = matchVariation(candidates, product.variationAttributeKeys, chosen);
  if (variationId === null) return null;
  const variation = await loadVariation(catalogDb(db), variationId);
  return variation ? buildVariationData(product.parent, variation, product.variationAttributeKeys, now, shown) : null;
}
