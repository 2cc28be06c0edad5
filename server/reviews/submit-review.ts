import type { Kysely } from "kysely";
import { z } from "zod";
import { inTransaction } from "../db/in-transaction.ts";
import type { Database } from "../db/schema.ts";
import type { Review } from "./reviews.ts";
import { getReviewTarget } from "../catalog/get-review-target.ts";
import { updateProductRating } from "../catalog/update-product-rating.ts";
import { insertReview, loadApprovedRatings, reviewExists } from "./review.repository.ts";
import { reviewsDb } from "./reviews-db.ts";
import { MAX_RATING, MIN_RATING, NO_RATING, reviewInputSchema, type ReviewErrorCode, type ReviewInput, type ReviewSettings, type ReviewStatus, type SubmitReviewResult } from "./reviews.ts";

// A refusal is a code only: the storefront's catalogue words it (app/i18n), keyed by this code.
function fail(code: ReviewErrorCode): SubmitReviewResult {
  return { ok: false, code };
}

const emailSchema = z.email();

type Checked = { ok: true; rating: number; authorName: string; authorEmail: string; content: string; productId: number } | { ok: false; code: ReviewErrorCode };

/** Field checks in the order the form reads: rating, name and email, then the text. */
function checkInput(input: ReviewInput, settings: ReviewSettings): Checked {
  const parsed = reviewInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: "invalid_input" };
  const { rating, authorName, authorEmail, content, productId } = parsed.data;
  const given = rating !== undefined && rating !== "" && rating !== NO_RATING;
  if (!given && settings.requireRating) return { ok: false, code: "rating_required" };
  if (given && (!Number.isInteger(rating) || rating < MIN_RATING || rating > MAX_RATING)) return { ok: false, code: "invalid_rating" };
  if (authorName === "" || authorEmail === "") return { ok: false, code: "author_required" };
  if (!emailSchema.safeParse(authorEmail).success) return { ok: false, code: "email_invalid" };
  if (content === "") return { ok: false, code: "content_required" };
  return { ok: true, rating: given ? rating : NO_RATING, authorName, authorEmail, content, productId };
}

/**
 * Stores a shopper's review, approved at once or held for moderation, and refreshes the product's
 * rating summary in the same transaction so listings never show a count the reviews disagree with.
 */
export async function submitReview(db: Kysely<Database>, input: ReviewInput, settings: ReviewSettings, now: Date): Promise<SubmitReviewResult> {
  const checked = checkInput(input, settings);
  if (!checked.ok) return fail(checked.code);

  const run = async (trx: Kysely<Database>): Promise<SubmitReviewResult> => {
    const own = reviewsDb(trx);
    const product = await getReviewTarget(trx, checked.productId);
    if (!product) return fail("product_not_found");
    if (!product.reviewsAllowed) return fail("reviews_closed");
    if (await reviewExists(own, product.id, checked.authorEmail, checked.content)) return fail("duplicate_review");
    const status: ReviewStatus = settings.requireApproval ? "pending" : "approved";
    const createdAt = now.toISOString();
    const id = await insertReview(own, {
      productId: product.id,
      authorName: checked.authorName,
      authorEmail: checked.authorEmail,
      rating: checked.rating,
      content: checked.content,
      status,
      createdAt,
    });
    if (status === "approved") await updateProductRating(trx, product.id, await loadApprovedRatings(own, product.id), now);
    const review: Review = {
      id,
      productId: product.id,
      authorName: checked.authorName,
      rating: checked.rating,
      content: checked.content,
      verifiedOwner: false,
      createdAt,
    };
    return { ok: true, status, review };
  };
  return inTransaction(db, run);
}
