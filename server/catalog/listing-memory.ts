import type { TableTerms } from "./get-product-table-terms.ts";
import { createPageAnchors, type PageAnchors } from "./page-anchors.ts";
import { perCatalogVersion } from "./per-catalog-version.ts";

// What the shop's listings and the product table remember per catalogue version and filter
// (decision 052). Counting a listing reads every product in it (tens of milliseconds for the whole
// shop at 100,000 products), yet the number changes only with the catalogue, as the sidebar's
// counts (get-listing-facets.ts); and where its pages start (page-anchors.ts) holds for one
// version only.

/** Browsed listings (filter, and order for the anchors) remembered per catalogue version. */
const LISTINGS_PER_VERSION = 500;
// A promise, so the requests that arrive while a listing is being counted share that one count.
const totals = perCatalogVersion<Promise<number>>(LISTINGS_PER_VERSION);
/**
 * A search's matches, and a category's, tag's or attribute term's products, are sorted on every
 * read (they are not walked in a sort index): on the 100,000-product bench a category of 5,000
 * cost about 7 ms more CPU a page than the whole shop, and a search for "mug" (10,000 matches)
 * 11 ms more. Their ids in order are kept instead, for listings of up to MAX_REMEMBERED_ORDER
 * products (100 KB each), at most 100 a version: 10 MB in all. A longer one is remembered as null
 * and read page by page.
 */
export const MAX_REMEMBERED_ORDER = 25_000;
const ORDERS_PER_VERSION = 100;
const orders = perCatalogVersion<Promise<Int32Array | null>>(ORDERS_PER_VERSION);
const anchors = perCatalogVersion<PageAnchors>(LISTINGS_PER_VERSION);

/** `key` names the listing and its filter; `count` runs when this version has not counted it yet. */
export function rememberedTotal(version: TableTerms, key: string, count: () => Promise<number>): Promise<number> {
  return totals(version, key, count);
}

/** `key` names the listing, its filter and its order; `read` reads its ids in that order (null: too many). */
export function rememberedOrder(version: TableTerms, key: string, read: () => Promise<Int32Array | null>): Promise<Int32Array | null> {
  return orders(version, key, read);
}

/** `key` names the listing, its filter and its order. */
export function rememberedAnchors(version: TableTerms, key: string): PageAnchors {
  return anchors(version, key, () => createPageAnchors());
}
