import type { CatalogDb } from "./catalog-db.ts";

// The two facts the reviews module needs from the catalogue, and the one it writes back.

export async function findReviewableProduct(db: CatalogDb, productId: number): Promise<{ id: number; reviewsAllowed: boolean } | null> {
  const row = await db
    .selectFrom("products")
    .select(["id", "reviews_allowed"])
    .where("id", "=", productId)
    .where("status", "=", "publish")
    .executeTakeFirst();
  return row ? { id: row.id, reviewsAllowed: row.reviews_allowed === 1 } : null;
}

/** Stamps the product as changed too: the rating order's page anchors hold for one catalogue version (decision 052). */
export async function writeProductRating(db: CatalogDb, productId: number, average: number, count: number, changedAt: Date): Promise<void> {
  await db.updateTable("products").set({ rating_average: average, rating_count: count, updated_at: changedAt.toISOString() }).where("id", "=", productId).execute();
}
