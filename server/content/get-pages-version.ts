import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { readPagesVersion } from "./page.repository.ts";
import { contentDb } from "./content-db.ts";

/** Changes whenever a content page changes; every page's menu lists them, so page caches key on it. */
export function getPagesVersion(db: Kysely<Database>): Promise<string> {
  return readPagesVersion(contentDb(db));
}
