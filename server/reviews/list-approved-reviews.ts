import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Review } from "./reviews.ts";
import { loadApprovedReviews } from "./review.repository.ts";
import { reviewsDb } from "./reviews-db.ts";

/** Approved reviews of a product, oldest first (WordPress's default comment order). */
export function listApprovedReviews(db: Kysely<Database>, productId: number): Promise<Review[]> {
  return loadApprovedReviews(reviewsDb(db), productId);
}
