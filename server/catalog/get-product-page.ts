import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { listApprovedReviews } from "../reviews/list-approved-reviews.ts";
import { isVariableType, type Product, type ProductSummary, type Review, type Variation } from "./catalog.ts";
import { findProductIdBySlug, findRelatedProductIds, loadProductDetails } from "./product-detail.repository.ts";
import { loadProductSummaries } from "./product-summary.repository.ts";
import { loadVariations } from "./variation.repository.ts";

/**
 * Up to this many variations are embedded in the page, so the form can grey out options that have
 * no available variation without a request. WooCommerce stops at 30 and falls back to a lookup per
 * choice, where unavailable options stay clickable; 150 covers nearly every real product (e.g.
 * 5 colours × 6 sizes × 5 fits) while keeping the embedded JSON near 150 KB before compression.
 */
export const EMBED_VARIATIONS_LIMIT = 150;
/** WooCommerce's "Related products" shows four. */
export const RELATED_PRODUCTS_LIMIT = 4;

export interface ProductPage {
  product: Product;
  /** Enabled variations in menu order; null when there are more than EMBED_VARIATIONS_LIMIT (use findVariation). */
  variations: Variation[] | null;
  /** Keys of the attributes the variations form asks for, in display order. */
  variationAttributeKeys: string[];
  related: ProductSummary[];
  upsells: ProductSummary[];
  /** A grouped product's children, in their set order. */
  groupedChildren: ProductSummary[];
  reviews: Review[];
}

/**
 * Everything the product page shows, or null when no published product has the slug (drafts and
 * private products are not shown to visitors). Hidden products are reachable by their URL, as in
 * WooCommerce: hiding only keeps them out of listings and search.
 */
export async function getProductPage(db: Kysely<Database>, slug: string, now: Date): Promise<ProductPage | null> {
  const found = await findProductIdBySlug(db, slug);
  if (!found || found.status !== "publish") return null;
  const [summaries, details] = await Promise.all([loadProductSummaries(db, [found.id], now), loadProductDetails(db, found.id)]);
  const summary = summaries[0];
  if (!summary || !details) return null;
  const product: Product = { ...summary, ...details };

  const variable = isVariableType(product.type);
  const embed = variable && product.variationCount <= EMBED_VARIATIONS_LIMIT;
  const excluded = [product.id, ...product.upsellIds];
  const [variations, relatedIds, reviews] = await Promise.all([
    embed ? loadVariations(db, product.id) : Promise.resolve(variable ? null : []),
    findRelatedProductIds(db, product.categories.map((c) => c.id), excluded, RELATED_PRODUCTS_LIMIT),
    listApprovedReviews(db, product.id),
  ]);

  // One summary query for every linked product; links to drafts or missing products are dropped.
  const linked = await loadProductSummaries(db, [...product.upsellIds, ...product.groupedIds, ...relatedIds], now, { publishedOnly: true });
  const byId = new Map(linked.map((s) => [s.id, s]));
  const pick = (ids: number[]): ProductSummary[] => ids.flatMap((id) => byId.get(id) ?? []);

  return {
    product,
    variations,
    variationAttributeKeys: product.attributes.filter((a) => a.usedForVariations).map((a) => a.key),
    related: pick(relatedIds),
    upsells: pick(product.upsellIds),
    groupedChildren: pick(product.groupedIds),
    reviews,
  };
}
