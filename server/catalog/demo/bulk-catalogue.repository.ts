import type { CatalogDb } from "../catalog-db.ts";

export interface BulkProductRow {
  slug: string;
  name: string;
  sku: string;
  description: string;
  regularPrice: number;
  salePrice: number | null;
  totalSales: number;
  ratingAverage: number;
  ratingCount: number;
  createdAt: string;
  categoryId: number;
  imageId: number | null;
  /** Global attribute terms the product has, one per attribute (the shop sidebar filters on them). */
  terms: readonly BulkAttributeTerm[];
}

export interface BulkAttributeTerm {
  attributeId: number;
  attributeSlug: string;
  attributeName: string;
  slug: string;
  name: string;
}

/** Ensures a global attribute and its terms exist (by slug) and returns the attribute's id. */
export async function ensureAttribute(db: CatalogDb, slug: string, name: string, terms: readonly { slug: string; name: string }[]): Promise<number> {
  const existing = await db.selectFrom("attributes").select("id").where("slug", "=", slug).executeTakeFirst();
  const id = existing?.id ?? (await db.insertInto("attributes").values({ slug, name }).returning("id").executeTakeFirstOrThrow()).id;
  const known = new Set((await db.selectFrom("attribute_terms").select("slug").where("attribute_id", "=", id).execute()).map((t) => t.slug));
  const missing = terms.filter((t) => !known.has(t.slug)).map((t, index) => ({ attribute_id: id, slug: t.slug, name: t.name, menu_order: index }));
  if (missing.length > 0) await db.insertInto("attribute_terms").values(missing).execute();
  return id;
}

/** Ensures the named categories exist (by slug) and returns their ids in the given order. */
export async function ensureCategories(db: CatalogDb, categories: { slug: string; name: string }[]): Promise<number[]> {
  const ids: number[] = [];
  for (const category of categories) {
    const existing = await db.selectFrom("categories").select("id").where("slug", "=", category.slug).executeTakeFirst();
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    const inserted = await db.insertInto("categories").values({ slug: category.slug, name: category.name, parent_id: null, image_id: null }).returning("id").executeTakeFirstOrThrow();
    ids.push(inserted.id);
  }
  return ids;
}

export async function firstImageId(db: CatalogDb): Promise<number | null> {
  const row = await db.selectFrom("images").select("id").orderBy("id").limit(1).executeTakeFirst();
  return row?.id ?? null;
}

/** One multi-row insert of simple products plus their category links. */
export async function insertBulkProducts(db: CatalogDb, rows: BulkProductRow[]): Promise<void> {
  const inserted = await db
    .insertInto("products")
    .values(
      rows.map((r) => {
        const price = r.salePrice ?? r.regularPrice;
        return {
          type: "simple",
          slug: r.slug,
          name: r.name,
          sku: r.sku,
          description: r.description,
          short_description: "",
          regular_price: r.regularPrice,
          sale_price: r.salePrice,
          sale_from: null,
          sale_to: null,
          price_min: price,
          price_max: price,
          total_sales: r.totalSales,
          rating_average: r.ratingAverage,
          rating_count: r.ratingCount,
          image_id: r.imageId,
          stock_quantity: null,
          low_stock_amount: null,
          min_quantity: null,
          max_quantity: null,
          weight: null,
          length: null,
          width: null,
          height: null,
          external_url: null,
          button_text: null,
          subscription_period: null,
          subscription_interval: null,
          subscription_length: null,
          subscription_sign_up_fee: null,
          subscription_trial_length: null,
          subscription_trial_period: null,
          subscription_sync_day: null,
          created_at: r.createdAt,
          updated_at: r.createdAt,
        };
      }),
    )
    .returning(["id", "slug"])
    .execute();
  const categoryBySlug = new Map(rows.map((r) => [r.slug, r.categoryId]));
  await db
    .insertInto("product_categories")
    .values(inserted.map((p) => ({ product_id: p.id, category_id: categoryBySlug.get(p.slug) ?? 0 })))
    .execute();
  // Both sides the write side keeps for a global attribute: the product's options and its term links.
  const termsBySlug = new Map(rows.map((r) => [r.slug, r.terms]));
  const links = inserted.flatMap((p) => (termsBySlug.get(p.slug) ?? []).map((term) => ({ productId: p.id, term })));
  if (links.length === 0) return;
  await db
    .insertInto("product_attributes")
    .values(links.map(({ productId, term }, index) => ({ product_id: productId, attribute_id: term.attributeId, name: term.attributeName, slug: `pa_${term.attributeSlug}`, position: index % 2, used_for_variations: 0, options: JSON.stringify([{ slug: term.slug, name: term.name }]) })))
    .execute();
  await db.insertInto("product_attribute_terms").values(links.map(({ productId, term }) => ({ product_id: productId, attribute_id: term.attributeId, term_slug: term.slug }))).execute();
}
