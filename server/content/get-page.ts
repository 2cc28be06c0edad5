import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { ContentPage } from "./content.ts";
import { findPublishedPage } from "./page.repository.ts";
import { contentDb } from "./content-db.ts";

export function getPage(db: Kysely<Database>, slug: string): Promise<ContentPage | null> {
  return findPublishedPage(contentDb(db), slug);
}
