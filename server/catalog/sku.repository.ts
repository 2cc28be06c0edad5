import type { CatalogDb } from "./catalog-db.ts";

export async function loadSkus(db: CatalogDb, productIds: readonly number[], variationIds: readonly number[]): Promise<{ products: Map<number, string | null>; variations: Map<number, string | null> }> {
  const products = productIds.length === 0 ? [] : await db.selectFrom("products").select(["id", "sku"]).where("id", "in", [...productIds]).execute();
  const variations = variationIds.length === 0 ? [] : await db.selectFrom("variations").select(["id", "sku"]).where("id", "in", [...variationIds]).execute();
  return { products: new Map(products.map((p) => [p.id, p.sku])), variations: new Map(variations.map((v) => [v.id, v.sku])) };
}
