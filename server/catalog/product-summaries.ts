import type { ProductSummary } from "./catalog.ts";
import type { CatalogDb } from "./catalog-db.ts";
import { keptPerProduct } from "./kept-per-product.ts";
import { loadSummaryParts } from "./product-summary.repository.ts";
import { summarizeProduct, type SummaryParts } from "./summarize-product.ts";

// Every listing, the product table, quick view and a product page's related products show product
// summaries, and reading them was five queries a page (a third of an uncached shop page's
// database time). What they are made of is kept per products' version (kept-per-product.ts);
// prices are worked out at each request, so a sale starts and ends on time.

/**
 * How many products' summary parts are kept per database. A part weighs 0.3–4 KB on the heap
 * (most of it its pictures' file names; measured on the demo and the 100,000-product catalogues),
 * so this is under 10 MB whatever the catalogue's size, and holds the products of a few hundred
 * listing pages.
 */
export const KEPT_SUMMARIES = 2000;

const keptSummaryParts = keptPerProduct<SummaryParts>({ max: KEPT_SUMMARIES });

/**
 * Summaries in the order of `ids`, prices as entered and as they apply at `now`; ids that do not
 * exist (or are unpublished, when asked) are skipped.
 */
export async function loadProductSummaries(
  db: CatalogDb,
  ids: readonly number[],
  now: Date,
  options: { publishedOnly?: boolean } = {},
): Promise<ProductSummary[]> {
  const found = await keptSummaryParts(db, ids, loadSummaryParts);
  return ids.flatMap((id) => {
    const parts = found.get(id);
    return parts && (parts.published || options.publishedOnly !== true) ? [summarizeProduct(parts, now)] : [];
  });
}
