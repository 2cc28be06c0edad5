import type { Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/schema.ts";
import { keptPerVersion } from "../db/kept-per-version.ts";
import type { Review } from "./reviews.ts";
import { countApprovedReviews, loadApprovedReviews, readNewestReviewId } from "./review.repository.ts";
import { reviewsDb, type ReviewsDb } from "./reviews-db.ts";

// A product's approved reviews come in pages, oldest first (WordPress's default comment order),
// and only the page asked for is read: a product with thousands of reviews costs one page.

export interface ReviewPage {
  reviews: Review[];
  page: number;
  pageCount: number;
  total: number;
}

/** Bytes of review pages kept (their text, roughly): the product pages shown most keep theirs. */
const KEPT_REVIEW_BYTES = 4 * 1024 * 1024;

// Reviews are only ever added, approved or not (submit-review.ts, import-review.ts), so the newest
// id is their version, and pages read at it are kept until a review arrives anywhere: a product
// page then reads one indexed max() instead of a count and a page (issue 13).
const keptPagesOf = keptPerVersion(readNewestReviewId, async () => new LRUCache<string, ReviewPage | { none: true }>({ maxSize: KEPT_REVIEW_BYTES, sizeCalculation: pageBytes }));

function pageBytes(page: ReviewPage | { none: true }): number {
  return "none" in page ? 64 : page.reviews.reduce((bytes, review) => bytes + 2 * (review.content.length + review.authorName.length) + 128, 128);
}

async function readReviewPage(own: ReviewsDb, productId: number, page: number | "last", perPage: number): Promise<ReviewPage | null> {
  const total = await countApprovedReviews(own, productId);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const number = page === "last" ? pageCount : page;
  if (number < 1 || number > pageCount) return null;
  const reviews = total === 0 ? [] : await loadApprovedReviews(own, productId, perPage, (number - 1) * perPage);
  return { reviews, page: number, pageCount, total };
}

/**
 * The page asked for ("last" for the newest page), or null when it is past the last page (page 1
 * always exists). Kept pages are shared between requests: callers must not change them.
 */
export async function listApprovedReviewPage(db: Kysely<Database>, productId: number, page: number | "last", perPage: number): Promise<ReviewPage | null> {
  const own = reviewsDb(db);
  const kept = await keptPagesOf(own);
  const key = `${productId}:${page}:${perPage}`;
  const known = kept.get(key);
  if (known) return "none" in known ? null : known;
  const read = await readReviewPage(own, productId, page, perPage);
  kept.set(key, read ?? { none: true });
  return read;
}
