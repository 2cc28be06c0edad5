import { LRUCache } from "lru-cache";
import type { ProductSummary } from "./catalog.ts";
import type { CatalogDb } from "./catalog-db.ts";
import { loadSummaryParts } from "./product-summary.repository.ts";
import { readProductsVersion } from "./products-version.ts";
import { summarizeProduct, type SummaryParts } from "./summarize-product.ts";

// Every listing, the product table, quick view and a product page's related products show product
// summaries, and reading them was five queries a page (a third of an uncached shop page's
// database time). What they are made of is kept per products' version (products-version.ts), so a
// summary is never stale, in this process or after another one wrote; prices are worked out at
// each request, so a sale starts and ends on time.

/**
 * How many products' summary parts are kept per database, least recently shown first out. A part
 * weighs 0.3–4 KB on the heap (most of it its pictures' file names; measured on the demo and the
 * 100,000-product catalogues), so this is under 10 MB whatever the catalogue's size, and holds
 * the products of a few hundred listing pages.
 */
export const KEPT_SUMMARIES = 2000;

const kept = new WeakMap<object, { version: string; parts: LRUCache<number, SummaryParts> }>();

/** The parts kept at the database's current version; those of an older version are dropped. */
async function keptParts(db: CatalogDb): Promise<LRUCache<number, SummaryParts>> {
  const version = await readProductsVersion(db);
  // The adapter is what a database and every transaction on it share (as in products-version.ts).
  const adapter = db.getExecutor().adapter;
  let memory = kept.get(adapter);
  if (memory?.version !== version) {
    memory = { version, parts: new LRUCache({ max: KEPT_SUMMARIES }) };
    kept.set(adapter, memory);
  }
  return memory.parts;
}

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
  if (ids.length === 0) return [];
  const memory = await keptParts(db);
  const found = new Map<number, SummaryParts>();
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    const parts = memory.get(id);
    if (parts) found.set(id, parts);
    else missing.push(id);
  }
  for (const [id, parts] of await loadSummaryParts(db, missing)) {
    memory.set(id, parts);
    found.set(id, parts);
  }
  return ids.flatMap((id) => {
    const parts = found.get(id);
    return parts && (parts.published || options.publishedOnly !== true) ? [summarizeProduct(parts, now)] : [];
  });
}
