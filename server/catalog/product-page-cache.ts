import type { Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/schema.ts";
import { catalogDb } from "./catalog-db.ts";
import { readProductsVersion } from "./products-version.ts";
import { readProductPage, type ProductPage, type ProductPageRead } from "./read-product-page.ts";

// A product page is about a dozen catalogue queries (the product, its gallery, terms, attributes,
// links, variations, related products and their summaries), yet it changes only when a product
// does. Pages read are kept in memory for the products' version they were read at
// (products-version.ts), and used while that version is still the database's.

/**
 * What the kept pages may weigh together, measured as the length of their JSON (on the heap they
 * weigh about 1.25 times that, docs/decisions/053): least recently used pages go first. The demo
 * catalogue's pages are up to 32 KB of JSON (median 5.6 KB), so this keeps the pages of several
 * thousand products in about 30 MB, whatever the catalogue's size.
 */
export const PRODUCT_PAGE_CACHE_MAX_BYTES = 24 * 1024 * 1024;

/** A kept page, with the span no scheduled sale of anything on it starts or ends in. */
type Entry = ProductPageRead;

interface ShopPages {
  /** The catalogue version every kept entry was read at; entries of older versions are dropped. */
  version: string | null;
  entries: LRUCache<string, Entry>;
  /** Reads under way, so visitors asking for the same page at once share one. */
  reading: Map<string, Promise<Entry | null>>;
}

// One set of pages per database. A transaction shares its database's adapter object, so the
// adapter is the key the database and every transaction on it have in common (as in
// purchasable-details-cache.ts).
const shops = new WeakMap<object, ShopPages>();

function pagesOf(db: Kysely<Database>): ShopPages {
  const adapter = db.getExecutor().adapter;
  let pages = shops.get(adapter);
  if (!pages) {
    pages = {
      version: null,
      entries: new LRUCache({ maxSize: PRODUCT_PAGE_CACHE_MAX_BYTES, sizeCalculation: (entry) => Math.max(1, JSON.stringify(entry.page).length) }),
      reading: new Map(),
    };
    shops.set(adapter, pages);
  }
  return pages;
}

/** The catalogue's version as this request sees it; kept pages of another version are dropped. */
async function currentVersion(db: Kysely<Database>, pages: ShopPages): Promise<string> {
  const version = await readProductsVersion(catalogDb(db));
  if (version !== pages.version) {
    pages.version = version;
    pages.entries.clear();
    pages.reading.clear();
  }
  return version;
}

function holdsAt(entry: Entry, now: Date): boolean {
  return entry.pricesHold.from <= now.getTime() && now.getTime() < entry.pricesHold.until;
}

/**
 * The product page of `slug` with prices as entered and as they apply at `now`, from memory when
 * read before at this catalogue version and still priced right; else read and kept. Null when no
 * published product has the slug (not kept: unknown addresses must not fill memory). The page is
 * shared between requests: callers must not change it.
 */
export async function getKeptProductPage(db: Kysely<Database>, slug: string, now: Date): Promise<ProductPage | null> {
  const pages = pagesOf(db);
  const version = await currentVersion(db, pages);
  const kept = pages.entries.get(slug);
  if (kept && holdsAt(kept, now)) return kept.page;

  let reading = pages.reading.get(slug);
  if (!reading) {
    const started: Promise<Entry | null> = readProductPage(db, slug, now)
      .then((entry) => {
        // Kept only if no newer version was seen meanwhile: the read may predate that change.
        if (entry && pages.version === version) pages.entries.set(slug, entry);
        return entry;
      })
      .finally(() => {
        if (pages.reading.get(slug) === started) pages.reading.delete(slug);
      });
    pages.reading.set(slug, started);
    reading = started;
  }
  const entry = await reading;
  if (entry === null) return null;
  // A read shared with a visitor who came a moment earlier may not hold at this visitor's `now`.
  return holdsAt(entry, now) ? entry.page : ((await readProductPage(db, slug, now))?.page ?? null);
}
