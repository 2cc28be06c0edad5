import type { Category, TermRef } from "./catalog.ts";
import type { CatalogDb } from "./catalog-db.ts";

// Categories and tags. Counts include only products a shopper can see in the shop (published,
// listed in the catalogue), like WooCommerce's term counts.

const LISTED_VISIBILITIES = ["visible", "catalog"];

export type CategoryEntry = Category;

/**
 * What changes when the categories do: how many there are and the newest id. Categories are only
 * ever added (taxonomy.write.repository.ts); an edit that renamed or moved one would have to add a
 * change stamp of its own to this.
 */
export async function readCategoriesVersion(db: CatalogDb): Promise<string> {
  const row = await db.selectFrom("categories").select((eb) => [eb.fn.countAll().as("count"), eb.fn.max("id").as("newest")]).executeTakeFirst();
  return `${row?.count ?? 0}|${row?.newest ?? ""}`;
}

/** Every category in menu order (menu_order, name, id), for the menu. */
export async function loadCategories(db: CatalogDb): Promise<CategoryEntry[]> {
  const rows = await db.selectFrom("categories").selectAll().orderBy("menu_order").orderBy("name").orderBy("id").execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    parentId: row.parent_id,
    description: row.description,
    menuOrder: row.menu_order,
  }));
}

export async function findTagBySlug(db: CatalogDb, slug: string): Promise<(TermRef & { productCount: number }) | null> {
  const row = await db.selectFrom("tags").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!row) return null;
  const count = await db
    .selectFrom("product_tags")
    .innerJoin("products", "products.id", "product_tags.product_id")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("product_tags.tag_id", "=", row.id)
    .where("products.status", "=", "publish")
    .where("products.catalog_visibility", "in", LISTED_VISIBILITIES)
    .executeTakeFirstOrThrow();
  return { id: row.id, slug: row.slug, name: row.name, productCount: Number(count.count) };
}

export async function findTagIdBySlug(db: CatalogDb, slug: string): Promise<number | null> {
  const row = await db.selectFrom("tags").select("id").where("slug", "=", slug).executeTakeFirst();
  return row?.id ?? null;
}

/** Parent links of all categories: enough to expand a category to its descendants. */
export async function loadCategoryParents(db: CatalogDb): Promise<{ id: number; slug: string; parentId: number | null }[]> {
  const rows = await db.selectFrom("categories").select(["id", "slug", "parent_id"]).execute();
  return rows.map((r) => ({ id: r.id, slug: r.slug, parentId: r.parent_id }));
}

export interface SitemapRow {
  kind: "product" | "category" | "tag";
  slug: string;
  updatedAt: string | null;
}

/** Published products not hidden from both shop and search, plus every category and tag (last change = newest product in it). */
export async function loadSitemapRows(db: CatalogDb): Promise<SitemapRow[]> {
  const [products, categories, tags] = await Promise.all([
    db
      .selectFrom("products")
      .select(["slug", "updated_at"])
      .where("status", "=", "publish")
      .where("catalog_visibility", "!=", "hidden")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("categories")
      .leftJoin("product_categories", "product_categories.category_id", "categories.id")
      .leftJoin("products", (join) =>
        join.onRef("products.id", "=", "product_categories.product_id").on("products.status", "=", "publish"),
      )
      .select(["categories.slug", (eb) => eb.fn.max("products.updated_at").as("updated_at")])
      .groupBy(["categories.id", "categories.slug"])
      .orderBy("categories.id")
      .execute(),
    db
      .selectFrom("tags")
      .leftJoin("product_tags", "product_tags.tag_id", "tags.id")
      .leftJoin("products", (join) => join.onRef("products.id", "=", "product_tags.product_id").on("products.status", "=", "publish"))
      .select(["tags.slug", (eb) => eb.fn.max("products.updated_at").as("updated_at")])
      .groupBy(["tags.id", "tags.slug"])
      .orderBy("tags.id")
      .execute(),
  ]);
  return [
    ...products.map((p): SitemapRow => ({ kind: "product", slug: p.slug, updatedAt: p.updated_at })),
    ...categories.map((c): SitemapRow => ({ kind: "category", slug: c.slug, updatedAt: c.updated_at ?? null })),
    ...tags.map((t): SitemapRow => ({ kind: "tag", slug: t.slug, updatedAt: t.updated_at ?? null })),
  ];
}
