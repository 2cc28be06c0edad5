import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { readCatalogFingerprint } from "./catalog-version.repository.ts";

/** Changes whenever a product, review or content page changes; caches of catalogue pages key on it. */
export function getCatalogVersion(db: Kysely<Database>): Promise<string> {
  return readCatalogFingerprint(db);
}
