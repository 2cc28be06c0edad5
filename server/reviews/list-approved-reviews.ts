import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Review } from "../catalog/catalog.ts";
import { loadApprovedReviews } from "./review.repository.ts";

/** Approved reviews of a product, oldest first (WordPress's default comment order). */
export function listApprovedReviews(db: Kysely<Database>, productId: number): Promise<Review[]> {
  return loadApprovedReviews(db, productId);
}
