import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { PageLink } from "./content.ts";
import { loadPublishedPages } from "./page.repository.ts";
import { contentDb } from "./content-db.ts";

/** Published pages in menu order, for the footer and the sitemap. */
export function listPages(db: Kysely<Database>): Promise<PageLink[]> {
  return loadPublishedPages(contentDb(db));
}
