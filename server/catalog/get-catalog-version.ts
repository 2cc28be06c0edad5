import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { readCatalogFingerprint } from "./catalog-version.repository.ts";
import { catalogDb } from "./catalog-db.ts";

/** Changes whenever a product is added, changed or removed; page caches key on it with the reviews and pages versions. */
export function getCatalogVersion(db: Kysely<Database>): Promise<string> {
  return readCatalogFingerprint(catalogDb(db));
}
