import { buildVariationData, variationAvailability, type VariationFlagsSource, type VariationParent } from "./build-variation-data.ts";
import { isVariableType, type ProductAttribute, type ShownPrice, type Variation, type VariationAvailability, type VariationData } from "./catalog.ts";
import type { CatalogDb } from "./catalog-db.ts";
import { keptPerProduct } from "./kept-per-product.ts";
import { EMBED_VARIATIONS_LIMIT } from "./read-product-page.ts";
import { toProductAttribute } from "./product-detail.repository.ts";
import { countVariationsOf, loadVariationFlagSourcesOf, loadVariationsOf } from "./variation.repository.ts";

// What a variations form outside the product page needs (the product table's rows, its quick
// view): the attributes to choose and the variations as the product page embeds them, or the
// compact index above the same limit. Loaded for a whole page of products in a fixed handful of
// queries, never one per product, and kept per products' version (kept-per-product.ts).

export interface VariationForm {
  /** The attributes a shopper chooses, in display order. */
  attributes: ProductAttribute[];
  /** Enabled variations in menu order; null above EMBED_VARIATIONS_LIMIT (then `variationIndex`). */
  variations: VariationData[] | null;
  variationIndex: VariationAvailability[] | null;
}

export type VariationFormProduct = VariationParent & { id: number };

/** What a form is made of, as stored: nothing in it depends on the time or on how prices are shown. */
interface VariationFormParts {
  attributes: ProductAttribute[];
  attributeKeys: string[];
  /** Enabled variations in menu order, up to EMBED_VARIATIONS_LIMIT; else null. */
  variations: Variation[] | null;
  /** Above the limit, what each enabled variation's availability is worked out from; else null. */
  flagSources: VariationFlagsSource[] | null;
}

/**
 * How many variations the kept forms may hold together, per database. An embedded variation weighs
 * about 1 KB, an indexed one a fifth of that, so this is at most about 20 MB.
 */
export const KEPT_FORM_VARIATIONS = 20_000;

async function loadVariationFormParts(db: CatalogDb, ids: readonly number[]): Promise<Map<number, VariationFormParts>> {
  const [attributeRows, counts] = await Promise.all([
    db.selectFrom("product_attributes").selectAll().where("product_id", "in", ids).where("used_for_variations", "=", 1).orderBy("position").orderBy("id").execute(),
    countVariationsOf(db, ids),
  ]);
  const embedded = ids.filter((id) => (counts.get(id) ?? 0) <= EMBED_VARIATIONS_LIMIT);
  const indexed = ids.filter((id) => (counts.get(id) ?? 0) > EMBED_VARIATIONS_LIMIT);
  const [variationsOf, sourcesOf] = await Promise.all([loadVariationsOf(db, embedded), loadVariationFlagSourcesOf(db, indexed)]);
  return new Map(
    ids.map((id) => {
      const attributes = attributeRows.filter((row) => row.product_id === id).map(toProductAttribute);
      const embeds = embedded.includes(id);
      return [id, {
        attributes,
        attributeKeys: attributes.map((attribute) => attribute.key),
        variations: embeds ? (variationsOf.get(id) ?? []) : null,
        flagSources: embeds ? null : (sourcesOf.get(id) ?? []),
      }];
    }),
  );
}

const keptFormParts = keptPerProduct<VariationFormParts>({
  maxSize: KEPT_FORM_VARIATIONS,
  sizeCalculation: (parts) => 1 + (parts.variations?.length ?? 0) + (parts.flagSources?.length ?? 0),
});

/** Forms for the variable products among `products` (others are left out), prices as `shown` at `now`. */
export async function loadVariationForms(db: CatalogDb, products: readonly VariationFormProduct[], now: Date, shown: ShownPrice): Promise<Map<number, VariationForm>> {
  const forms = new Map<number, VariationForm>();
  const variable = products.filter((product) => isVariableType(product.type));
  const partsOf = await keptFormParts(db, variable.map((product) => product.id), loadVariationFormParts);
  for (const product of variable) {
    const parts = partsOf.get(product.id);
    if (!parts) continue;
    const keys = parts.attributeKeys;
    forms.set(product.id, {
      attributes: parts.attributes,
      variations: parts.variations?.map((variation) => buildVariationData(product, variation, keys, now, shown)) ?? null,
      variationIndex: parts.flagSources?.map((source) => variationAvailability(source, keys, now)) ?? null,
    });
  }
  return forms;
}
