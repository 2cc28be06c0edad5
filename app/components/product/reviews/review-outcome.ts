import type { ReviewErrorCode, SubmitReviewResult } from "../../../../server/reviews/reviews.ts";
import type { MessageKey } from "../../../i18n/messages.en.ts";
import type { ReviewField, ReviewFormState } from "./review-form-state.ts";

// Review refusals arrive as codes; this maps each to the field it concerns and the words to show.
const REFUSALS: Record<ReviewErrorCode, { field?: ReviewField; message: MessageKey }> = {
  invalid_input: { message: "reviews.error.requiredFields" },
  rating_required: { field: "rating", message: "reviews.ratingRequired" },
  invalid_rating: { field: "rating", message: "reviews.ratingRequired" },
  author_required: { field: "author", message: "reviews.error.requiredFields" },
  email_invalid: { field: "email", message: "reviews.error.invalidEmail" },
  content_required: { field: "comment", message: "reviews.error.emptyContent" },
  product_not_found: { message: "reviews.error.closed" },
  reviews_closed: { message: "reviews.error.closed" },
  duplicate_review: { message: "reviews.error.duplicate" },
};

export function reviewFormStateFor(result: SubmitReviewResult, values: Partial<Record<ReviewField, string>>): ReviewFormState {
  if (result.ok) return { status: result.status === "approved" ? "published" : "awaiting-approval" };
  const refusal = REFUSALS[result.code];
  return refusal.field
    ? { status: "invalid", errors: { [refusal.field]: refusal.message }, values }
    : { status: "invalid", formError: refusal.message, values };
}
