import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { loadCategories, type CategoryEntry } from "./taxonomy.repository.ts";
import { catalogDb } from "./catalog-db.ts";

export type { CategoryEntry } from "./taxonomy.repository.ts";

/**
 * Every category in menu order (menu_order, then name), flat with parentId links, for the menu.
 * No product counts: counting reads every product-category link (~80 ms at 100,000 products), far
 * too much for something rendered on every page.
 */
export function listCategories(db: Kysely<Database>): Promise<CategoryEntry[]> {
  return loadCategories(catalogDb(db));
}
