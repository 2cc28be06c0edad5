import type { Review } from "../../../../server/reviews/reviews.ts";
import { t } from "../../../i18n/t.ts";
import { StarRating } from "../../ui/star-rating.tsx";
import { formatReviewDate, reviewParagraphs } from "./review-rules.ts";

// Each review keeps WordPress's #comment-<id> anchor, so old links to a review still land on it.
export function ReviewList({ reviews, locale }: { reviews: readonly Review[]; locale: string }) {
  if (reviews.length === 0) return <p className="woocommerce-noreviews">{t("reviews.none")}</p>;
  return (
    <ol className="commentlist">
      {reviews.map((review) => (
        <li key={review.id} id={`comment-${review.id}`} className="review">
          <div className="comment_container">
            {review.rating > 0 && <StarRating rating={review.rating} />}
            <p className="meta">
              <strong className="woocommerce-review__author">{review.authorName}</strong>{" "}
              {review.verifiedOwner && <em className="woocommerce-review__verified verified">({t("reviews.verifiedOwner")})</em>}{" "}
              <span className="woocommerce-review__dash" aria-hidden="true">
                –
              </span>{" "}
              <time className="woocommerce-review__published-date" dateTime={review.createdAt}>
                {formatReviewDate(review.createdAt, locale)}
              </time>
            </p>
            <div className="description">
              {reviewParagraphs(review.content).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
