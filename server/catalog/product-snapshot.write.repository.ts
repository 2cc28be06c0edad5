import type { CatalogDb } from "./catalog-db.ts";

// A normalized picture of everything saveProduct writes for one product, without generated ids or
// timestamps. Comparing it before and after a save tells a real change from a no-op re-import.

export async function readProductSnapshot(db: CatalogDb, productId: number, includeLinks: boolean): Promise<string> {
  const { id: _id, updated_at: _updated, ...product } = await db.selectFrom("products").selectAll().where("id", "=", productId).executeTakeFirstOrThrow();
  const categories = await db.selectFrom("product_categories").select("category_id").where("product_id", "=", productId).orderBy("category_id").execute();
  const tags = await db.selectFrom("product_tags").select("tag_id").where("product_id", "=", productId).orderBy("tag_id").execute();
  const gallery = await db.selectFrom("product_gallery").select(["image_id", "position"]).where("product_id", "=", productId).orderBy("position").execute();
  const downloads = await db.selectFrom("product_downloads").select(["name", "url"]).where("product_id", "=", productId).orderBy("id").execute();
  const attributes = await db
    .selectFrom("product_attributes")
    .select(["attribute_id", "name", "slug", "position", "visible", "used_for_variations", "options", "default_option"])
    .where("product_id", "=", productId)
    .orderBy("position")
    .execute();
  const variationRows = await db.selectFrom("variations").selectAll().where("product_id", "=", productId).orderBy("id").execute();
  const variationAttributes = await db
    .selectFrom("variation_attributes")
    .innerJoin("variations", "variations.id", "variation_attributes.variation_id")
    .select(["variation_attributes.variation_id", "variation_attributes.slug", "variation_attributes.value"])
    .where("variations.product_id", "=", productId)
    .orderBy("variation_attributes.slug")
    .execute();
  const variations = variationRows.map(({ id, product_id: _product, ...row }) => ({
    ...row,
    attributes: variationAttributes.filter((a) => a.variation_id === id).map((a) => [a.slug, a.value]),
  }));
  const links = includeLinks
    ? await db.selectFrom("product_links").select(["kind", "linked_product_id", "position"]).where("product_id", "=", productId).orderBy("kind").orderBy("position").execute()
    : [];
  return JSON.stringify({ product, categories, tags, gallery, downloads, attributes, variations, links });
}
