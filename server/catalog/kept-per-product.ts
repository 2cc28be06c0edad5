import { LRUCache } from "lru-cache";
import { keptPerVersion } from "../db/kept-per-version.ts";
import type { CatalogDb } from "./catalog-db.ts";
import { readProductsVersion } from "./products-version.ts";

/** Reads the values of the products among `ids` that have one, in a fixed number of queries. */
export type ProductValuesLoader<V> = (db: CatalogDb, ids: readonly number[]) => Promise<Map<number, V>>;

/**
 * A memory of one value per product, valid for the products' version it was read at
 * (products-version.ts): a new version starts an empty memory, so no value is ever stale, in this
 * process or after another one wrote (kept-per-version.ts). `bounds` caps what is kept per database
 * (an LRUCache's `max`, or `maxSize` and `sizeCalculation`), least recently asked for first out.
 * The values are shared between requests: callers must not change them. Ids the loader has no
 * value for (no such product) are read again each time, so unknown ids never fill memory.
 */
export function keptPerProduct<V extends object>(bounds: LRUCache.Options<number, V, unknown>): (db: CatalogDb, ids: readonly number[], load: ProductValuesLoader<V>) => Promise<Map<number, V>> {
  const memoryOf = keptPerVersion(readProductsVersion, async () => new LRUCache(bounds));
  return async (db, ids, load) => {
    const found = new Map<number, V>();
    if (ids.length === 0) return found;
    const memory = await memoryOf(db);
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const value = memory.get(id);
      if (value) found.set(id, value);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    for (const [id, value] of await load(db, missing)) {
      memory.set(id, value);
      found.set(id, value);
    }
    return found;
  };
}
