import type { Review } from "../../../../server/reviews/reviews.ts";
import { ReviewForm } from "./review-form.tsx";
import type { ReviewFormState } from "./review-form-state.ts";
import { ReviewList } from "./review-list.tsx";
import { ReviewPageLinks } from "./review-page-links.tsx";
import type { ReviewPagination } from "./review-pages.ts";
import { reviewsHeading } from "./review-rules.ts";
import { productPath } from "../../../../server/catalog/product-path.ts";

// #reviews and #comments are the anchors WordPress themes and emails link to.
export interface ReviewsPanelProps {
  productSlug: string;
  productName: string;
  reviews: readonly Review[];
  /** This page of the reviews, and how many there are in all. */
  pagination: ReviewPagination & { total: number };
  locale: string;
  requireRating: boolean;
  formState: ReviewFormState | undefined;
}

export function ReviewsPanel({ productSlug, productName, reviews, pagination, locale, requireRating, formState }: ReviewsPanelProps) {
  return (
    <div id="reviews" className="woocommerce-Reviews">
      <div id="comments">
        <h2 className="woocommerce-Reviews-title">{reviewsHeading(pagination.total, productName)}</h2>
        <ReviewList reviews={reviews} locale={locale} />
        <ReviewPageLinks productPath={productPath(productSlug)} pagination={pagination} />
      </div>
      <div id="review_form_wrapper">
        <ReviewForm productSlug={productSlug} productName={productName} hasReviews={pagination.total > 0} requireRating={requireRating} state={formState} />
      </div>
    </div>
  );
}
