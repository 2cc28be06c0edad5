import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { readNewestReviewId } from "./review.repository.ts";
import { reviewsDb } from "./reviews-db.ts";

/** Changes whenever a review is added; caches of pages that show reviews key on it. */
export function getReviewsVersion(db: Kysely<Database>): Promise<string> {
  return readNewestReviewId(reviewsDb(db));
}
