import type { MessageKey } from "../../../i18n/messages.en.ts";

// What the product route's action hands back after a review is posted (intent=review), so the form
// can show the outcome with or without JavaScript. Field names are WordPress's comment form's.

export const REVIEW_FIELDS = ["rating", "comment", "author", "email"] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

export interface ReviewFormState {
  /** invalid: refused, see errors; awaiting-approval / published: saved. */
  status: "invalid" | "awaiting-approval" | "published";
  /** A message key per refused field, e.g. { rating: "reviews.ratingRequired" }. */
  errors?: Partial<Record<ReviewField, MessageKey>>;
  /** A refusal not tied to one field, e.g. "reviews.error.duplicate". */
  formError?: MessageKey;
  /** What the shopper typed, to fill the form again after a refusal. */
  values?: Partial<Record<ReviewField, string>>;
}
