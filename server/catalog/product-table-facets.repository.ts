import { sql } from "kysely";
import type { CatalogDb } from "./catalog-db.ts";

// Counts beside the table's filter options: listed products (published, shown in the shop) per
// category (with its descendants, as WooCommerce's term counts are), tag and attribute term.

const LISTED_VISIBILITIES = ["visible", "catalog"];

export interface TermCountRow {
  id: number;
  count: number;
}

/** Listed products per category, each counting the products of its whole subtree once. */
export async function countCategoryProducts(db: CatalogDb): Promise<TermCountRow[]> {
  const result = await sql<{ id: number; count: number | string }>`
    with recursive subtree(root_id, category_id) as (
      select id, id from categories
      -- union, not union all: a parent cycle from a bad import then ends instead of looping.
      union
      select subtree.root_id, categories.id from categories join subtree on categories.parent_id = subtree.category_id
    )
    select subtree.root_id as id, count(distinct product_categories.product_id) as count
    from subtree
    join product_categories on product_categories.category_id = subtree.category_id
    join products on products.id = product_categories.product_id
    where products.status = 'publish' and products.catalog_visibility in (${sql.join(LISTED_VISIBILITIES)})
    group by subtree.root_id
  `.execute(db);
  return result.rows.map((row) => ({ id: Number(row.id), count: Number(row.count) }));
}

export async function countListedProducts(db: CatalogDb): Promise<number> {
  const row = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "=", "publish")
    .where("catalog_visibility", "in", LISTED_VISIBILITIES)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countTagProducts(db: CatalogDb): Promise<TermCountRow[]> {
  const rows = await db
    .selectFrom("product_tags")
    .innerJoin("products", "products.id", "product_tags.product_id")
    .select(["product_tags.tag_id as id", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("products.status", "=", "publish")
    .where("products.catalog_visibility", "in", LISTED_VISIBILITIES)
    .groupBy("product_tags.tag_id")
    .execute();
  return rows.map((row) => ({ id: row.id, count: Number(row.count) }));
}

export async function countAttributeTermProducts(db: CatalogDb): Promise<{ attributeId: number; termSlug: string; count: number }[]> {
  const rows = await db
    .selectFrom("product_attribute_terms")
    .innerJoin("products", "products.id", "product_attribute_terms.product_id")
    .select(["product_attribute_terms.attribute_id", "product_attribute_terms.term_slug", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("products.status", "=", "publish")
    .where("products.catalog_visibility", "in", LISTED_VISIBILITIES)
    .groupBy(["product_attribute_terms.attribute_id", "product_attribute_terms.term_slug"])
    .execute();
  return rows.map((row) => ({ attributeId: row.attribute_id, termSlug: row.term_slug, count: Number(row.count) }));
}

export async function loadTags(db: CatalogDb): Promise<{ id: number; slug: string; name: string }[]> {
  return db.selectFrom("tags").select(["id", "slug", "name"]).orderBy("name").orderBy("id").execute();
}

export async function loadGlobalAttributes(db: CatalogDb): Promise<{ id: number; slug: string; name: string; terms: { slug: string; name: string }[] }[]> {
  const [attributes, terms] = await Promise.all([
    db.selectFrom("attributes").select(["id", "slug", "name"]).orderBy("name").orderBy("id").execute(),
    db.selectFrom("attribute_terms").select(["attribute_id", "slug", "name"]).orderBy("menu_order").orderBy("name").execute(),
  ]);
  return attributes.map((a) => ({ ...a, terms: terms.filter((t) => t.attribute_id === a.id).map((t) => ({ slug: t.slug, name: t.name })) }));
}
