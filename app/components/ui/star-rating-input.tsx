import { t } from "../../i18n/t.ts";
import { REVIEW_MAX_RATING, REVIEW_MIN_RATING } from "../product/product-constants.ts";

// Native radio buttons under one fieldset: arrow keys, form posting and labels work without any
// script. The inputs are visually hidden and the stars drawn by CSS (:has/:checked), so the
// highlighting also works before JavaScript arrives.

const RATINGS = Array.from({ length: REVIEW_MAX_RATING - REVIEW_MIN_RATING + 1 }, (_, index) => REVIEW_MIN_RATING + index);

export interface StarRatingInputProps {
  name: string;
  legend: string;
  required: boolean;
  defaultValue?: string;
  /** id of an error message describing the group, when there is one. */
  errorId?: string;
}

export function StarRatingInput({ name, legend, required, defaultValue = "", errorId }: StarRatingInputProps) {
  return (
    <fieldset className="star-rating-input" aria-describedby={errorId} aria-invalid={errorId ? true : undefined}>
      <legend>
        {legend}
        {required && (
          <span className="required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </legend>
      <div className="star-rating-input__options">
        {RATINGS.map((rating) => (
          <label key={rating} className={`star-rating-input__star star-${rating}`}>
            <input type="radio" name={name} value={rating} defaultChecked={defaultValue === String(rating)} className="visually-hidden" />
            <span className="star-rating-input__glyph" aria-hidden="true">
              ★
            </span>
            <span className="visually-hidden">{t("reviews.starOption", rating)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
