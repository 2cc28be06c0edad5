import type { SaleWindow } from "./sale-window.ts";
import type { CatalogDb } from "./catalog-db.ts";

/**
 * Every scheduled sale window of a product or one of its variations, by product. Dates are
 * compared after parsing (they may carry any UTC offset), so the rows are filtered in code; only
 * items with a sale date are read.
 */
export async function listSaleWindows(db: CatalogDb): Promise<(SaleWindow & { productId: number })[]> {
  const products = await db
    .selectFrom("products")
    .select(["id as product_id", "sale_from", "sale_to"])
    .where((eb) => eb.or([eb("sale_from", "is not", null), eb("sale_to", "is not", null)]))
    .execute();
  const variations = await db
    .selectFrom("variations")
    .select(["product_id", "sale_from", "sale_to"])
    .where((eb) => eb.or([eb("sale_from", "is not", null), eb("sale_to", "is not", null)]))
    .execute();
  return [...products, ...variations].map((row) => ({ productId: row.product_id, saleFrom: row.sale_from, saleTo: row.sale_to }));
}

/** The sale windows of these products and of their variations (only items with a sale date). */
export async function listSaleWindowsOf(db: CatalogDb, productIds: readonly number[]): Promise<SaleWindow[]> {
  if (productIds.length === 0) return [];
  const ids = [...new Set(productIds)];
  const [products, variations] = await Promise.all([
    db
      .selectFrom("products")
      .select(["sale_from", "sale_to"])
      .where("id", "in", ids)
      .where((eb) => eb.or([eb("sale_from", "is not", null), eb("sale_to", "is not", null)]))
      .execute(),
    db
      .selectFrom("variations")
      .select(["sale_from", "sale_to"])
      .where("product_id", "in", ids)
      .where((eb) => eb.or([eb("sale_from", "is not", null), eb("sale_to", "is not", null)]))
      .execute(),
  ]);
  return [...products, ...variations].map((row) => ({ saleFrom: row.sale_from, saleTo: row.sale_to }));
}

/** Marks the product changed, so caches keyed on updated_at (pages, cart details) read it afresh. */
export async function stampProductChanged(db: CatalogDb, productId: number, now: Date): Promise<void> {
  await db.updateTable("products").set({ updated_at: now.toISOString() }).where("id", "=", productId).execute();
}
