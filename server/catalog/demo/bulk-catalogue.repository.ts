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
}
