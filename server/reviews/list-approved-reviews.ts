import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Review } from "./reviews.ts";
import { countApprovedReviews, loadApprovedReviews } from "./review.repository.ts";
import { reviewsDb } from "./reviews-db.ts";

// A product's approved reviews come in pages, oldest first (WordPress's default comment order),
// and only the page asked for is read: a product with thousands of reviews costs one page.

export interface ReviewPage {
  reviews: Review[];
  page: number;
  pageCount: number;
  total: number;
}

/** The page asked for ("last" for the newest page), or null when it is past the last page (page 1 always exists). */
export async function listApprovedReviewPage(db: Kysely<Database>, productId: number, page: number | "last", perPage: number): Promise<ReviewPage | null> {
  const own = reviewsDb(db);
  const total = await countApprovedReviews(own, productId);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const number = page === "last" ? pageCount : page;
  if (number < 1 || number > pageCount) return null;
  const reviews = total === 0 ? [] : await loadApprovedReviews(own, productId, perPage, (number - 1) * perPage);
  return { reviews, page: number, pageCount, total };
}
