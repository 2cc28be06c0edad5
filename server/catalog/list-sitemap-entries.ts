import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { ancestorChain } from "./category-tree.ts";
import { loadCategoryParents, loadSitemapRows } from "./taxonomy.repository.ts";
import { productPath } from "./product-path.ts";
import { catalogDb } from "./catalog-db.ts";

export interface SitemapEntry {
  kind: "product" | "category" | "tag";
  slug: string;
  /** Site-relative URL following WooCommerce permalinks (category paths include their parents). */
  path: string;
  /** ISO date-time of the last change: the product's, or the newest product's in the term. */
  updatedAt: string | null;
}

export async function listSitemapEntries(db: Kysely<Database>): Promise<SitemapEntry[]> {
  const [rows, categories] = await Promise.all([loadSitemapRows(catalogDb(db)), loadCategoryParents(catalogDb(db))]);
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
  return rows.map((row) => {
    let path: string;
    if (row.kind === "product") path = productPath(row.slug);
    else if (row.kind === "tag") path = `/product-tag/${row.slug}`;
    else {
      const category = categoryBySlug.get(row.slug);
      const chain = category ? ancestorChain(categories, category.id).map((c) => c.slug) : [row.slug];
      path = `/product-category/${chain.join("/")}`;
    }
    return { kind: row.kind, slug: row.slug, path, updatedAt: row.updatedAt };
  });
}
