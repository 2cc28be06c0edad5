import { useEffect, useRef, type FormEvent } from "react";
import { t } from "../../../i18n/t.ts";
import { StarRatingInput } from "../../ui/star-rating-input.tsx";
import { REVIEW_FIELDS, type ReviewField, type ReviewFormState } from "./review-form-state.ts";
import { isRatingMissing } from "./review-rules.ts";
import { productPath } from "../../../../server/catalog/product-path.ts";

// The review form posts to the product's own address with intent=review; the route's action
// validates again (the rating check here is a courtesy, spec §5) and answers with ReviewFormState.
// A plain form, not React Router's <Form>: a review is posted rarely, and a page load then costs
// less than the ~2 KB of client code <Form> would add to every product page.

export interface ReviewFormProps {
  productSlug: string;
  productName: string;
  hasReviews: boolean;
  requireRating: boolean;
  state: ReviewFormState | undefined;
}

const FIELD_IDS: Record<ReviewField, string> = { rating: "rating", comment: "comment", author: "author", email: "email" };
const errorId = (field: ReviewField) => `${FIELD_IDS[field]}-error`;

function Required() {
  return (
    <span className="required" aria-hidden="true">
      {" "}
      *
    </span>
  );
}

export function ReviewForm({ productSlug, productName, hasReviews, requireRating, state }: ReviewFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const errors = state?.status === "invalid" ? (state.errors ?? {}) : {};
  const values = state?.status === "invalid" ? (state.values ?? {}) : {};
  const saved = state !== undefined && state.status !== "invalid";

  // After a review is saved the form starts empty again.
  useEffect(() => {
    if (saved) formRef.current?.reset();
  }, [saved, state]);

  const checkRating = (event: FormEvent<HTMLFormElement>) => {
    const rating = new FormData(event.currentTarget).get("rating");
    if (isRatingMissing(typeof rating === "string" ? rating : "", requireRating)) {
      event.preventDefault();
      window.alert(t("reviews.ratingRequired"));
    }
  };

  const fieldError = (field: ReviewField) => {
    const key = errors[field];
    return key ? (
      <span id={errorId(field)} className="field-error">
        {t(key)}
      </span>
    ) : null;
  };
  const invalidProps = (field: ReviewField) => (errors[field] ? { "aria-invalid": true, "aria-describedby": errorId(field) } : {});
  const refused = REVIEW_FIELDS.filter((field) => errors[field] !== undefined);

  return (
    <div id="review_form" className="comment-respond">
      <h3 id="reply-title" className="comment-reply-title">
        {hasReviews ? t("reviews.formTitle") : t("reviews.formTitleFirst", productName)}
      </h3>
      {saved && (
        <p className="woocommerce-message" role="status">
          {state.status === "awaiting-approval" ? t("reviews.awaitingApproval") : t("reviews.thanks")}
        </p>
      )}
      {(refused.length > 0 || state?.formError) && (
        <div className="woocommerce-error" role="alert">
          <p>{state?.formError ? t(state.formError) : t("reviews.errorSummary")}</p>
          {refused.length > 0 && (
            <ul>
              {refused.map((field) => {
                const key = errors[field];
                return key ? (
                  <li key={field}>
                    <a href={`#${FIELD_IDS[field]}`}>{t(key)}</a>
                  </li>
                ) : null;
              })}
            </ul>
          )}
        </div>
      )}
      <form ref={formRef} method="post" action={productPath(productSlug)} id="commentform" className="comment-form" aria-labelledby="reply-title" onSubmit={checkRating}>
        <input type="hidden" name="intent" value="review" />
        <p className="comment-notes">{t("reviews.notes")}</p>
        <div className="comment-form-rating" id={FIELD_IDS.rating} tabIndex={-1}>
          <StarRatingInput name="rating" legend={t("reviews.yourRating")} required={requireRating} defaultValue={values.rating ?? ""} {...(errors.rating ? { errorId: errorId("rating") } : {})} />
          {fieldError("rating")}
        </div>
        <p className="comment-form-comment">
          <label htmlFor={FIELD_IDS.comment}>
            {t("reviews.yourReview")}
            <Required />
          </label>
          <textarea id={FIELD_IDS.comment} name="comment" rows={8} required defaultValue={values.comment ?? ""} {...invalidProps("comment")} />
          {fieldError("comment")}
        </p>
        <p className="comment-form-author">
          <label htmlFor={FIELD_IDS.author}>
            {t("reviews.name")}
            <Required />
          </label>
          <input id={FIELD_IDS.author} name="author" type="text" autoComplete="name" required defaultValue={values.author ?? ""} {...invalidProps("author")} />
          {fieldError("author")}
        </p>
        <p className="comment-form-email">
          <label htmlFor={FIELD_IDS.email}>
            {t("reviews.email")}
            <Required />
          </label>
          <input id={FIELD_IDS.email} name="email" type="email" autoComplete="email" required defaultValue={values.email ?? ""} {...invalidProps("email")} />
          {fieldError("email")}
        </p>
        <p className="form-submit">
          <button type="submit" className="button">
            {t("reviews.submit")}
          </button>
        </p>
      </form>
    </div>
  );
}
