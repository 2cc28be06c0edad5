import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { variationAvailability } from "./build-variation-data.ts";
import { isVariableType, type Product, type ProductSummary, type Variation, type VariationAvailability } from "./catalog.ts";
import { findProductIdBySlug, findRelatedProductIds, loadProductDetails } from "./product-detail.repository.ts";
import { loadProductSummaries } from "./product-summaries.ts";
import { listSaleWindowsOf } from "./sale-window.repository.ts";
import { steadyPriceSpan, type SteadyPriceSpan } from "./sale-window.ts";
import { loadVariationFlagSources, loadVariations } from "./variation.repository.ts";
import { catalogDb } from "./catalog-db.ts";

/**
 * Up to this many variations are embedded in full (VariationData, about 1 KB each), so choosing
 * needs no request. Beyond that the page carries only a compact index (VariationAvailability, about
 * 200 bytes each) that still greys out options with no available variation and flags unavailable
 * combinations at once; the form asks the lookup only for a matched variation's price, image and
 * SKU. WooCommerce stops embedding at 30 and then leaves unavailable options clickable; the index
 * keeps the same behaviour at any size.
 */
export const EMBED_VARIATIONS_LIMIT = 100;
/** WooCommerce's "Related products" shows four. */
export const RELATED_PRODUCTS_LIMIT = 4;

export interface ProductPage {
  product: Product;
  /** Enabled variations in menu order; null when there are more than EMBED_VARIATIONS_LIMIT (see variationIndex and findVariation). */
  variations: Variation[] | null;
  /** Every enabled variation's availability, in menu order, when `variations` is null; else null. */
  variationIndex: VariationAvailability[] | null;
  /** Keys of the attributes the variations form asks for, in display order. */
  variationAttributeKeys: string[];
  related: ProductSummary[];
  upsells: ProductSummary[];
  /** A grouped product's children, in their set order. */
  groupedChildren: ProductSummary[];
}

async function loadVariationIndex(db: Kysely<Database>, productId: number, attributeKeys: readonly string[], now: Date): Promise<VariationAvailability[]> {
  const sources = await loadVariationFlagSources(catalogDb(db), productId);
  return sources.map((source) => variationAvailability(source, attributeKeys, now));
}

/** A product page read from the database, prices as entered, with the span its prices hold for. */
export interface ProductPageRead {
  page: ProductPage;
  /** Between the scheduled sale starts and ends (of the product, its variations and linked products) around `now`. */
  pricesHold: SteadyPriceSpan;
}

/**
 * Everything the product page shows, or null when no published product has the slug (drafts and
 * private products are not shown to visitors). Hidden products are reachable by their URL, as in
 * WooCommerce: hiding only keeps them out of listings and search. Prices (the product's, its
 * variations' and its linked products') are as entered and as they apply at `now`; getProductPage
 * shows them.
 */
export async function readProductPage(db: Kysely<Database>, slug: string, now: Date): Promise<ProductPageRead | null> {
  const found = await findProductIdBySlug(catalogDb(db), slug);
  if (!found || found.status !== "publish") return null;
  const [summaries, details] = await Promise.all([loadProductSummaries(catalogDb(db), [found.id], now), loadProductDetails(catalogDb(db), found.id)]);
  const summary = summaries[0];
  if (!summary || !details) return null;
  const product: Product = { ...summary, ...details };

  const variable = isVariableType(product.type);
  const embed = variable && product.variationCount <= EMBED_VARIATIONS_LIMIT;
  const variationAttributeKeys = product.attributes.filter((a) => a.usedForVariations).map((a) => a.key);
  const excluded = [product.id, ...product.upsellIds];
  const [variations, variationIndex, relatedIds] = await Promise.all([
    embed ? loadVariations(catalogDb(db), product.id) : Promise.resolve(variable ? null : []),
    variable && !embed ? loadVariationIndex(db, product.id, variationAttributeKeys, now) : Promise.resolve(null),
    findRelatedProductIds(catalogDb(db), product.categories.map((c) => c.id), excluded, RELATED_PRODUCTS_LIMIT),
  ]);

  // One summary query for every linked product; links to drafts or missing products are dropped.
  const linkedIds = [...product.upsellIds, ...product.groupedIds, ...relatedIds];
  const [linked, saleWindows] = await Promise.all([
    loadProductSummaries(catalogDb(db), linkedIds, now, { publishedOnly: true }),
    listSaleWindowsOf(catalogDb(db), [product.id, ...linkedIds]),
  ]);
  const byId = new Map(linked.map((s) => [s.id, s]));
  const pick = (ids: number[]): ProductSummary[] => ids.flatMap((id) => byId.get(id) ?? []);

  return {
    page: {
      product,
      variations,
      variationIndex,
      variationAttributeKeys,
      related: pick(relatedIds),
      upsells: pick(product.upsellIds),
      groupedChildren: pick(product.groupedIds),
    },
    pricesHold: steadyPriceSpan(saleWindows, now),
  };
}
