import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { updateProductRating } from "../catalog/update-product-rating.ts";
import { insertReview, loadApprovedRatings, reviewExists } from "./review.repository.ts";
import { MAX_RATING, MIN_RATING } from "./reviews.ts";
import { reviewsDb } from "./reviews-db.ts";

export interface ImportedReview {
  productId: number;
  authorName: string;
  authorEmail: string;
  rating: number;
  content: string;
  verifiedOwner: boolean;
  createdAt: Date;
}

/**
 * Stores a review that comes from a trusted source (the demo catalogue, a migration from another
 * shop) as approved, keeping its date and verified-owner flag. Running it twice stores it once.
 */
export async function importReview(db: Kysely<Database>, review: ImportedReview): Promise<{ stored: boolean }> {
  if (!Number.isInteger(review.rating) || review.rating < MIN_RATING || review.rating > MAX_RATING) {
    throw new Error(`Review rating must be ${MIN_RATING}–${MAX_RATING}, got ${review.rating}`);
  }
  return db.transaction().execute(async (trx) => {
    const own = reviewsDb(trx);
    if (await reviewExists(own, review.productId, review.authorEmail, review.content)) return { stored: false };
    await insertReview(own, { ...review, status: "approved", createdAt: review.createdAt.toISOString() });
    // Stamped at the time of the import, not the review's own date: the product changes now.
    await updateProductRating(trx, review.productId, await loadApprovedRatings(own, review.productId), new Date());
    return { stored: true };
  });
}
