import { buildVariationData, variationAvailability, type VariationParent } from "./build-variation-data.ts";
import { isVariableType, type ProductAttribute, type ShownPrice, type VariationAvailability, type VariationData } from "./catalog.ts";
import type { CatalogDb } from "./catalog-db.ts";
import { EMBED_VARIATIONS_LIMIT } from "./read-product-page.ts";
import { toProductAttribute } from "./product-detail.repository.ts";
import { countVariationsOf, loadVariationFlagSourcesOf, loadVariationsOf } from "./variation.repository.ts";

// What a variations form outside the product page needs (the product table's rows, its quick
// view): the attributes to choose and the variations as the product page embeds them, or the
// compact index above the same limit. Loaded for a whole page of products in a fixed handful of
// queries, never one per product.

export interface VariationForm {
  /** The attributes a shopper chooses, in display order. */
  attributes: ProductAttribute[];
  /** Enabled variations in menu order; null above EMBED_VARIATIONS_LIMIT (then `variationIndex`). */
  variations: VariationData[] | null;
  variationIndex: VariationAvailability[] | null;
}

export type VariationFormProduct = VariationParent & { id: number };

/** Forms for the variable products among `products` (others are left out), prices as `shown`. */
export async function loadVariationForms(db: CatalogDb, products: readonly VariationFormProduct[], now: Date, shown: ShownPrice): Promise<Map<number, VariationForm>> {
  const forms = new Map<number, VariationForm>();
  const variable = products.filter((product) => isVariableType(product.type));
  if (variable.length === 0) return forms;
  const ids = variable.map((product) => product.id);
  const [attributeRows, counts] = await Promise.all([
    db.selectFrom("product_attributes").selectAll().where("product_id", "in", ids).where("used_for_variations", "=", 1).orderBy("position").orderBy("id").execute(),
    countVariationsOf(db, ids),
  ]);
  const embedded = ids.filter((id) => (counts.get(id) ?? 0) <= EMBED_VARIATIONS_LIMIT);
  const indexed = ids.filter((id) => (counts.get(id) ?? 0) > EMBED_VARIATIONS_LIMIT);
  const [variationsOf, sourcesOf] = await Promise.all([loadVariationsOf(db, embedded), loadVariationFlagSourcesOf(db, indexed)]);
  for (const product of variable) {
    const attributes = attributeRows.filter((row) => row.product_id === product.id).map(toProductAttribute);
    const keys = attributes.map((attribute) => attribute.key);
    const embeds = embedded.includes(product.id);
    forms.set(product.id, {
      attributes,
      variations: embeds ? (variationsOf.get(product.id) ?? []).map((variation) => buildVariationData(product, variation, keys, now, shown)) : null,
      variationIndex: embeds ? null : (sourcesOf.get(product.id) ?? []).map((source) => variationAvailability(source, keys, now)),
    });
  }
  return forms;
}
