import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { writeProductRating } from "./product-rating.repository.ts";
import { catalogDb } from "./catalog-db.ts";

/** Decimal places kept of the average rating (WooCommerce stores 2: "4.33"). */
export const RATING_AVERAGE_DECIMALS = 2;

/**
 * Stores a product's rating summary (listings sort and show stars from it, so it is kept on the
 * product rather than computed per page). Call inside the transaction that changed the reviews.
 * The product is stamped changed at `now`, as a save would: the rating is part of what its page,
 * the listings (and the rating order's page anchors) and the pages linking to it show, and caches
 * of those key on the catalogue version.
 */
export async function updateProductRating(db: Kysely<Database>, productId: number, ratings: readonly number[], now: Date): Promise<{ average: number; count: number }> {
  const count = ratings.length;
  const factor = 10 ** RATING_AVERAGE_DECIMALS;
  const average = count === 0 ? 0 : Math.round((ratings.reduce((sum, r) => sum + r, 0) / count) * factor) / factor;
  await writeProductRating(catalogDb(db), productId, average, count, now);
  return { average, count };
}
