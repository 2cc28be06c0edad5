import { LRUCache } from "lru-cache";
import type { TableTerms } from "./get-product-table-terms.ts";

// Answers that change only when the catalogue does (a listing's counts, where its pages start),
// kept per catalogue version. They hang off the version's TableTerms object, which
// get-product-table-terms.ts makes once per catalogue fingerprint: a new version starts empty, and
// an old version's answers go with its object.

/**
 * A memory of up to `maxPerVersion` values per catalogue version, by key. `make` runs for a key the
 * version has not seen (or has forgotten). A promise is kept as it is, so the requests that arrive
 * while it is being computed share that one computation; a rejected one is forgotten, so the next
 * request computes again.
 */
export function perCatalogVersion<V extends object>(maxPerVersion: number): (version: TableTerms, key: string, make: () => V) => V {
  const caches = new WeakMap<TableTerms, LRUCache<string, V>>();
  return (version, key, make) => {
    let cache = caches.get(version);
    if (!cache) {
      cache = new LRUCache<string, V>({ max: maxPerVersion });
      caches.set(version, cache);
    }
    const known = cache.get(key);
    if (known) return known;
    const made = make();
    cache.set(key, made);
    if (made instanceof Promise) {
      const own = cache;
      made.catch(() => {
        if (own.get(key) === made) own.delete(key);
      });
    }
    return made;
  };
}
