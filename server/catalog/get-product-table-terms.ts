import { LRUCache } from "lru-cache";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { catalogDb } from "./catalog-db.ts";
import type { ProductTableFacets } from "./product-table.ts";
import { readCatalogFingerprint } from "./catalog-version.repository.ts";
import { countAttributeTermProducts, countCategoryProducts, countListedProducts, countTagProducts, loadGlobalAttributes, loadTags } from "./product-table-facets.repository.ts";
import { loadCategories } from "./taxonomy.repository.ts";

// The table's filter options and their counts. Counting means reading every listed product's
// terms (tens of milliseconds at 100,000 products), yet the counts change only when the catalogue
// does: they are kept per catalogue fingerprint (an indexed max and count), so a saved product
// is never shown stale counts, in this process or another.

/** Fingerprints kept per database: the current one, plus one being replaced mid-request. */
const FACET_CACHE_SIZE = 2;
// Promises, so requests arriving while the catalogue is being counted share that one count (the
// shop's listings ask for these terms too, decision 045).
const caches = new WeakMap<object, LRUCache<string, Promise<TableTerms>>>();

/** The facets plus the ids behind their slugs, which the table's filter needs. */
export interface TableTerms {
  facets: ProductTableFacets;
  /** Listed products (published, shown in the shop): the unfiltered table's total. */
  listedCount: number;
  categoryLinks: { id: number; slug: string; parentId: number | null }[];
  tagIds: ReadonlyMap<string, number>;
  attributeIds: ReadonlyMap<string, number>;
}

function cacheFor(db: Kysely<Database>): LRUCache<string, Promise<TableTerms>> {
  // The adapter is what a database and every transaction on it share (as purchasable-details-cache).
  const adapter = db.getExecutor().adapter;
  let cache = caches.get(adapter);
  if (!cache) {
    cache = new LRUCache({ max: FACET_CACHE_SIZE });
    caches.set(adapter, cache);
  }
  return cache;
}

/** Categories in tree order (parents before children, with their depth), tags and global attributes. */
async function countFacets(db: Kysely<Database>): Promise<TableTerms> {
  const own = catalogDb(db);
  const [listedCount, categories, categoryCounts, tags, tagCounts, attributes, termCounts] = await Promise.all([
    countListedProducts(own),
    loadCategories(own),
    countCategoryProducts(own),
    loadTags(own),
    countTagProducts(own),
    loadGlobalAttributes(own),
    countAttributeTermProducts(own),
  ]);
  const categoryCount = new Map(categoryCounts.map((c) => [c.id, c.count]));
  const tagCount = new Map(tagCounts.map((c) => [c.id, c.count]));
  const termCount = new Map(termCounts.map((c) => [`${c.attributeId}/${c.termSlug}`, c.count]));
  const ordered: ProductTableFacets["categories"] = [];
  const visit = (parentId: number | null, depth: number): void => {
    for (const category of categories.filter((c) => c.parentId === parentId)) {
      ordered.push({ slug: category.slug, name: category.name, count: categoryCount.get(category.id) ?? 0, depth });
      visit(category.id, depth + 1);
    }
  };
  // Categories caught in a parent cycle (a bad import) have no root and are left out, not looped over.
  visit(null, 0);
  const facets: ProductTableFacets = {
    categories: ordered,
    tags: tags.map((tag) => ({ slug: tag.slug, name: tag.name, count: tagCount.get(tag.id) ?? 0 })),
    attributes: attributes
      .map((attribute) => ({
        slug: attribute.slug,
        name: attribute.name,
        options: attribute.terms.map((term) => ({ ...term, count: termCount.get(`${attribute.id}/${term.slug}`) ?? 0 })).filter((o) => o.count > 0),
      }))
      .filter((attribute) => attribute.options.length > 0),
  };
  return {
    facets,
    listedCount,
    categoryLinks: categories.map((c) => ({ id: c.id, slug: c.slug, parentId: c.parentId })),
    tagIds: new Map(tags.map((tag) => [tag.slug, tag.id])),
    attributeIds: new Map(attributes.map((attribute) => [attribute.slug, attribute.id])),
  };
}

/**
 * How long a read fingerprint is trusted: the page cache re-reads the catalogue's version at most
 * once a second too (PAGE_CACHE_VERSION_CHECK_MS), so counts are never staler than its pages, and
 * the table does not pay a count over every product on each request.
 */
export const TABLE_TERMS_CHECK_MS = 1000;
const checked = new WeakMap<object, { fingerprint: string; at: number }>();

async function currentFingerprint(db: Kysely<Database>, now: number): Promise<string> {
  const adapter = db.getExecutor().adapter;
  const last = checked.get(adapter);
  // A clock behind the last read (the system's set back, or callers passing their own) reads again.
  if (last && now >= last.at && now - last.at < TABLE_TERMS_CHECK_MS) return last.fingerprint;
  const fingerprint = await readCatalogFingerprint(catalogDb(db));
  checked.set(adapter, { fingerprint, at: now });
  return fingerprint;
}

/** `now` (milliseconds) is a parameter so tests can move past the check interval. */
export async function getProductTableTerms(db: Kysely<Database>, now = Date.now()): Promise<TableTerms> {
  const fingerprint = await currentFingerprint(db, now);
  const cache = cacheFor(db);
  const cached = cache.get(fingerprint);
  if (cached) return cached;
  const counting = countFacets(db);
  cache.set(fingerprint, counting);
  counting.catch(() => cache.delete(fingerprint));
  return counting;
}
