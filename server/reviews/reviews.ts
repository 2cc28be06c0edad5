import { z } from "zod";

// Product reviews: a star rating (1–5) with a comment, approved or waiting for moderation.

/** An approved review as the product page shows it. */
export interface Review {
  id: number;
  productId: number;
  authorName: string;
  rating: number;
  content: string;
  verifiedOwner: boolean;
  createdAt: string;
}

export const REVIEW_STATUSES = ["approved", "pending", "spam"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** Stored for a review without stars (allowed only when the shop does not require a rating). */
export const NO_RATING = 0;
export const MAX_AUTHOR_NAME_LENGTH = 245;
/** WordPress's comment length limit (its comment_content column holds 65,525 bytes). */
export const MAX_REVIEW_LENGTH = 65_525;

export interface ReviewSettings {
  requireRating: boolean;
  requireApproval: boolean;
}

/** The review form. Empty strings stay empty here: the submit use case maps them to stable codes. */
export const reviewInputSchema = z.object({
  productId: z.coerce.number().int().positive(),
  rating: z.union([z.coerce.number(), z.literal("")]).optional(),
  authorName: z.string().trim().max(MAX_AUTHOR_NAME_LENGTH).default(""),
  authorEmail: z.string().trim().default(""),
  content: z.string().trim().max(MAX_REVIEW_LENGTH).default(""),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const REVIEW_ERROR_CODES = [
  "invalid_input",
  "rating_required",
  "invalid_rating",
  "author_required",
  "email_invalid",
  "content_required",
  "product_not_found",
  "reviews_closed",
  "duplicate_review",
] as const;
export type ReviewErrorCode = (typeof REVIEW_ERROR_CODES)[number];

export type SubmitReviewResult =
  | { ok: true; status: ReviewStatus; review: Review }
  | { ok: false; code: ReviewErrorCode };
