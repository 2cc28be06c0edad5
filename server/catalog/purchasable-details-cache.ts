import { LRUCache } from "lru-cache";
import { loadPurchasableDetails, type DetailsSource, type PurchasableDetails } from "./purchasable-details.repository.ts";
import type { CatalogDb } from "./catalog-db.ts";

// Every add to cart and every cart read needs each line's attributes, categories and images:
// six queries a product that almost never change. They are kept in memory per product and used
// while the product's updated_at (read fresh with its price and stock anyway) is the one they
// were read at, so a saved product is never served stale details, in this process or any other.

/** Least recently used products go first; a cart touches a handful at a time. */
export const PURCHASABLE_DETAILS_CACHE_SIZE = 5_000;

type Cache = LRUCache<number, PurchasableDetails>;

// One cache per database. A transaction shares its database's adapter object, so the adapter is
// the key that the database and every transaction on it have in common.
const caches = new WeakMap<object, Cache>();

function cacheFor(db: CatalogDb): Cache {
  const adapter = db.getExecutor().adapter;
  let cache = caches.get(adapter);
  if (!cache) {
    cache = new LRUCache({ max: PURCHASABLE_DETAILS_CACHE_SIZE });
    caches.set(adapter, cache);
  }
  return cache;
}

export interface DetailsRequest extends DetailsSource {
  /** The images and variations the fresh rows point at: cached details must know them all. */
  imageIds: readonly number[];
  variationIds: readonly number[];
}

/** Cached details are usable when read at the same save and they know every id asked for. */
function isCurrent(details: PurchasableDetails | undefined, request: DetailsRequest): details is PurchasableDetails {
  return (
    details !== undefined &&
    details.updatedAt === request.updated_at &&
    request.imageIds.every((id) => details.images.has(id)) &&
    request.variationIds.every((id) => details.variationValues.has(id))
  );
}

/** Details for each product, from memory where still current, else read (and kept). */
export async function getPurchasableDetails(db: CatalogDb, products: readonly DetailsRequest[]): Promise<Map<number, PurchasableDetails>> {
  const cache = cacheFor(db);
  const found = new Map<number, PurchasableDetails>();
  const missing: DetailsSource[] = [];
  for (const product of products) {
    const cached = cache.get(product.id);
    if (isCurrent(cached, product)) {
      found.set(product.id, cached);
    } else {
      missing.push(product);
    }
  }
  if (missing.length === 0) return found;
  for (const [id, details] of await loadPurchasableDetails(db, missing)) {
    found.set(id, details);
    cache.set(id, details);
  }
  return found;
}
