import type { ReviewsDb } from "./reviews-db.ts";
import type { Review } from "./reviews.ts";
import type { ReviewStatus } from "./reviews.ts";

// All SQL of the reviews module.

/** One page of a product's approved reviews, oldest first: only that page's rows are read. */
export async function loadApprovedReviews(db: ReviewsDb, productId: number, limit: number, offset: number): Promise<Review[]> {
  const rows = await db
    .selectFrom("reviews")
    .select(["id", "product_id", "author_name", "rating", "content", "verified_owner", "created_at"])
    .where("product_id", "=", productId)
    .where("status", "=", "approved")
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    authorName: row.author_name,
    rating: row.rating,
    content: row.content,
    verifiedOwner: row.verified_owner === 1,
    createdAt: row.created_at,
  }));
}

export async function countApprovedReviews(db: ReviewsDb, productId: number): Promise<number> {
  const row = await db
    .selectFrom("reviews")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("product_id", "=", productId)
    .where("status", "=", "approved")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewReview {
  productId: number;
  authorName: string;
  authorEmail: string;
  rating: number;
  content: string;
  status: ReviewStatus;
  createdAt: string;
  /** Set when the author bought the product (from orders, or an imported review). */
  verifiedOwner?: boolean;
}

export async function insertReview(db: ReviewsDb, review: NewReview): Promise<number> {
  const row = await db
    .insertInto("reviews")
    .values({
      product_id: review.productId,
      author_name: review.authorName,
      author_email: review.authorEmail,
      rating: review.rating,
      content: review.content,
      verified_owner: review.verifiedOwner ? 1 : 0,
      status: review.status,
      created_at: review.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** True when the same address already left the same words on the product (any status). */
export async function reviewExists(db: ReviewsDb, productId: number, authorEmail: string, content: string): Promise<boolean> {
  const row = await db
    .selectFrom("reviews")
    .select("id")
    .where("product_id", "=", productId)
    .where((eb) => eb(eb.fn("lower", ["author_email"]), "=", authorEmail.toLowerCase()))
    .where("content", "=", content)
    .executeTakeFirst();
  return row !== undefined;
}

/** Star ratings of the approved reviews that have one. */
export async function loadApprovedRatings(db: ReviewsDb, productId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("reviews")
    .select("rating")
    .where("product_id", "=", productId)
    .where("status", "=", "approved")
    .where("rating", ">", 0)
    .execute();
  return rows.map((r) => r.rating);
}

/** The newest review's id, as text ("" with no reviews): it changes whenever a review is added. */
export async function readNewestReviewId(db: ReviewsDb): Promise<string> {
  const row = await db.selectFrom("reviews").select((eb) => eb.fn.max("id").as("newest")).executeTakeFirst();
  return String(row?.newest ?? "");
}
