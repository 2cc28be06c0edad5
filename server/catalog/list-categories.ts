import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { keptPerVersion } from "../db/kept-per-version.ts";
import { loadCategories, readCategoriesVersion, type CategoryEntry } from "./taxonomy.repository.ts";
import { catalogDb } from "./catalog-db.ts";

export type { CategoryEntry } from "./taxonomy.repository.ts";

// Every page's menu lists the categories, so they are kept while their version holds: a page then
// reads one indexed count and max() instead of every category (issue 13).
const keptCategories = keptPerVersion(readCategoriesVersion, loadCategories);

/**
 * Every category in menu order (menu_order, then name), flat with parentId links, for the menu:
 * the same array while no category is added, which callers must not change. No product counts:
 * counting reads every product-category link (~80 ms at 100,000 products), far too much for
 * something rendered on every page.
 */
export function listCategories(db: Kysely<Database>): Promise<readonly CategoryEntry[]> {
  return keptCategories(catalogDb(db));
}
