import type { Kysely } from "kysely";

/** Any module's handle: all this needs of one is its adapter. */
type AnyDb = Pick<Kysely<never>, "getExecutor">;

/**
 * A value read once and kept while its version stays the same: each call reads the version (one
 * cheap query) and reads the value again only when the version differs from the one it was read
 * at, so it is never stale, in this process or after another one wrote. Callers get the same
 * object until then, so they can key their own memories on it; they must not change it.
 *
 * Kept per database: a transaction shares its database's adapter object, so the adapter is the key
 * the database and every transaction on it have in common (as in purchasable-details-cache.ts).
 * Requests that find the version changed at the same time share one read; a failed read is
 * forgotten, so the next call reads again. Call it outside a transaction that may roll back: what
 * such a transaction read would be kept, and a later write could bring back the same version.
 */
export function keptPerVersion<D extends AnyDb, V>(readVersion: (db: D) => Promise<string>, read: (db: D) => Promise<V>): (db: D) => Promise<V> {
  const kept = new WeakMap<object, { version: string; value: Promise<V> }>();
  return async (db) => {
    const version = await readVersion(db);
    const adapter = db.getExecutor().adapter;
    const known = kept.get(adapter);
    if (known?.version === version) return known.value;
    const value = read(db);
    const entry = { version, value };
    kept.set(adapter, entry);
    value.catch(() => {
      if (kept.get(adapter) === entry) kept.delete(adapter);
    });
    return value;
  };
}
