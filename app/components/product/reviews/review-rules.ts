import { t, tPlural } from "../../../i18n/t.ts";
import { REVIEW_DATE_TIME_ZONE } from "../product-constants.ts";
import { dateTimeFormat } from "../../../i18n/intl-formats.ts";

// Rules of the review list and form that do not need React.

/** Submit is blocked with an alert when a rating is required and none is chosen (spec §5). */
export function isRatingMissing(rating: string, requireRating: boolean): boolean {
  return requireRating && rating.trim() === "";
}

/** "2 reviews for “Hoodie”", or "Reviews" before there are any. */
export function reviewsHeading(count: number, productName: string): string {
  if (count === 0) return t("reviews.heading");
  return tPlural(count, { one: "reviews.headingOne", other: "reviews.headingMany" }, count, productName);
}

/** The review's day in the shop's locale, the same on the server and in the browser. */
export function formatReviewDate(iso: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: "long", timeZone: REVIEW_DATE_TIME_ZONE }).format(new Date(iso));
}

/** Review text is plain text; blank lines separate paragraphs. */
export function reviewParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}
