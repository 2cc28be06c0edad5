import type { CatalogDb } from "./catalog-db.ts";
import { countAllProducts, readNewestProductChange } from "./catalog-version.repository.ts";

// What the catalogue's memories (product-page-cache.ts, kept-per-product.ts) are valid for. Every
// product change (a save, a stock change, a new rating, a sale starting or ending as the scheduled
// refresh stamps it) gives the changed product a new updated_at, so the newest one names the
// version, in this process or after another one wrote. It is read on each request, not trusted for
// a while: it is one indexed max().

/**
 * How long the product count is trusted. Only a product deleted behind the shop's back (no code
 * path deletes one) changes the count alone, and a count over every product is too dear for each
 * request (milliseconds at 100,000 on PostgreSQL). This is the page cache's own interval
 * (PAGE_CACHE_VERSION_CHECK_MS).
 */
export const PRODUCT_COUNT_CHECK_MS = 1000;

// Per database: a transaction shares its database's adapter object, so the adapter is the key the
// database and every transaction on it have in common (as in purchasable-details-cache.ts).
const counts = new WeakMap<object, { value: number; at: number }>();

async function productCount(db: CatalogDb, now: number): Promise<number> {
  const adapter = db.getExecutor().adapter;
  const known = counts.get(adapter);
  if (known && now >= known.at && now - known.at < PRODUCT_COUNT_CHECK_MS) return known.value;
  const value = await countAllProducts(db);
  counts.set(adapter, { value, at: now });
  return value;
}

/** The products' version as this request sees it: their newest change and their count. */
export async function readProductsVersion(db: CatalogDb): Promise<string> {
  const [newest, count] = await Promise.all([readNewestProductChange(db), productCount(db, Date.now())]);
  return `${newest}|${count}`;
}
