import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { keptPerVersion } from "../db/kept-per-version.ts";
import type { PageLink } from "./content.ts";
import { loadPublishedPages, readPagesVersion } from "./page.repository.ts";
import { contentDb } from "./content-db.ts";

// Every page's footer lists them, so they are kept while no page changes (every write stamps
// updated_at, page.repository.ts): one count and max() a request instead of the list (issue 13).
const keptPages = keptPerVersion(readPagesVersion, loadPublishedPages);

/** Published pages in menu order, for the footer and the sitemap: the same array while no page changes, which callers must not change. */
export function listPages(db: Kysely<Database>): Promise<readonly PageLink[]> {
  return keptPages(contentDb(db));
}
