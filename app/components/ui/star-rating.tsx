import { t } from "../../i18n/t.ts";
import { RATING_DISPLAY_DECIMALS, REVIEW_MAX_RATING } from "../product/product-constants.ts";

// Read as one phrase ("Rated 4.50 out of 5"); the drawn stars are decoration inside role="img".
export function StarRating({ rating, className = "" }: { rating: number; className?: string }) {
  const share = Math.min(100, Math.max(0, (rating / REVIEW_MAX_RATING) * 100));
  return (
    <div className={`star-rating ${className}`.trim()} role="img" aria-label={t("rating.rated", rating.toFixed(RATING_DISPLAY_DECIMALS))}>
      <span className="star-rating__fill" style={{ width: `${share}%` }} />
    </div>
  );
}
