import type { Insertable, Kysely } from "kysely";
import type { Database, ProductsTable, VariationsTable } from "../db/schema.ts";

// Test-only helpers that write catalogue rows directly, so read-side tests do not depend on the
// write side (saveProduct) and can set up states it would never produce.

const FIXTURE_TIME = "2026-01-01T00:00:00.000Z";

function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

export type ProductRow = Partial<Insertable<ProductsTable>> & { name: string };

export async function insertProduct(db: Kysely<Database>, row: ProductRow): Promise<number> {
  const inserted = await db
    .insertInto("products")
    .values({ type: "simple", slug: slugOf(row.name), created_at: FIXTURE_TIME, updated_at: FIXTURE_TIME, ...row })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertCategory(db: Kysely<Database>, name: string, parentId: number | null = null, menuOrder = 0): Promise<number> {
  const inserted = await db
    .insertInto("categories")
    .values({ name, slug: slugOf(name), parent_id: parentId, menu_order: menuOrder })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertTag(db: Kysely<Database>, name: string): Promise<number> {
  const inserted = await db.insertInto("tags").values({ name, slug: slugOf(name) }).returning("id").executeTakeFirstOrThrow();
  return inserted.id;
}

export async function assignCategories(db: Kysely<Database>, productId: number, categoryIds: number[]): Promise<void> {
  if (categoryIds.length === 0) return;
  await db.insertInto("product_categories").values(categoryIds.map((category_id) => ({ product_id: productId, category_id }))).execute();
}

export async function assignTags(db: Kysely<Database>, productId: number, tagIds: number[]): Promise<void> {
  if (tagIds.length === 0) return;
  await db.insertInto("product_tags").values(tagIds.map((tag_id) => ({ product_id: productId, tag_id }))).execute();
}

/** An image with thumbnail and full sizes, named for readable assertions. */
export async function insertImage(db: Kysely<Database>, name: string): Promise<number> {
  const inserted = await db
    .insertInto("images")
    .values({ source_url: `https://example.test/${name}.jpg`, alt: name, width: 1200, height: 1200 })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("image_sizes")
    .values([
      { image_id: inserted.id, size: "thumbnail", url: `/media/${name}-100.jpg`, width: 100, height: 100 },
      { image_id: inserted.id, size: "full", url: `/media/${name}.jpg`, width: 1200, height: 1200 },
    ])
    .execute();
  return inserted.id;
}

export interface AttributeRow {
  key: string;
  name: string;
  options: string[];
  usedForVariations?: boolean;
  global?: boolean;
}

export async function insertAttributes(db: Kysely<Database>, productId: number, attributes: AttributeRow[]): Promise<void> {
  for (const [position, a] of attributes.entries()) {
    let attributeId: number | null = null;
    if (a.global) {
      const slug = a.key.replace(/^pa_/, "");
      const existing = await db.selectFrom("attributes").select("id").where("slug", "=", slug).executeTakeFirst();
      attributeId = existing?.id ?? (await db.insertInto("attributes").values({ slug, name: a.name }).returning("id").executeTakeFirstOrThrow()).id;
    }
    await db
      .insertInto("product_attributes")
      .values({
        product_id: productId,
        attribute_id: attributeId,
        name: a.name,
        slug: a.key,
        position,
        used_for_variations: a.usedForVariations === false ? 0 : 1,
        options: JSON.stringify(a.options.map((o) => ({ slug: slugOf(o), name: o }))),
      })
      .execute();
    if (attributeId !== null) await linkGlobalTerms(db, productId, attributeId, a.options);
  }
}

/** What the write side keeps for a global attribute: its terms, and the product's link to each (migration 024). */
async function linkGlobalTerms(db: Kysely<Database>, productId: number, attributeId: number, options: string[]): Promise<void> {
  for (const name of options) {
    const slug = slugOf(name);
    const known = await db.selectFrom("attribute_terms").select("id").where("attribute_id", "=", attributeId).where("slug", "=", slug).executeTakeFirst();
    if (!known) await db.insertInto("attribute_terms").values({ attribute_id: attributeId, slug, name }).execute();
    await db.insertInto("product_attribute_terms").values({ product_id: productId, attribute_id: attributeId, term_slug: slug }).execute();
  }
}

export async function insertVariation(
  db: Kysely<Database>,
  productId: number,
  attributes: Record<string, string>,
  row: Partial<Insertable<VariationsTable>> = {},
): Promise<number> {
  const inserted = await db
    .insertInto("variations")
    .values({ product_id: productId, regular_price: 1000, ...row })
    .returning("id")
    .executeTakeFirstOrThrow();
  const values = Object.entries(attributes).map(([slug, value]) => ({ variation_id: inserted.id, slug, value }));
  if (values.length > 0) await db.insertInto("variation_attributes").values(values).execute();
  return inserted.id;
}

export async function linkProducts(db: Kysely<Database>, productId: number, kind: "upsell" | "cross_sell" | "grouped", linkedIds: number[]): Promise<void> {
  if (linkedIds.length === 0) return;
  await db
    .insertInto("product_links")
    .values(linkedIds.map((linked_product_id, position) => ({ product_id: productId, linked_product_id, kind, position })))
    .execute();
}
