import { t } from "../../../i18n/t.ts";
import { reviewPagePath, type ReviewPagination } from "./review-pages.ts";

// Links between the pages of a product's reviews (WordPress's comment pagination). Each leads to
// the reviews on that page: the #comments anchor opens the reviews tab (spec §2).

export function ReviewPageLinks({ productPath, pagination }: { productPath: string; pagination: ReviewPagination }) {
  const { page, pageCount } = pagination;
  if (pageCount <= 1) return null;
  const href = (n: number) => `${reviewPagePath(productPath, n)}#comments`;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav className="woocommerce-pagination review-pagination" aria-label={t("reviews.pagination")}>
      <ul className="page-numbers">
        {page > 1 && (
          <li>
            <a className="prev page-numbers" href={href(page - 1)}>
              {t("reviews.previousPage")}
            </a>
          </li>
        )}
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className="page-numbers current">
                {t("reviews.pageNumber", n)}
              </span>
            ) : (
              <a className="page-numbers" href={href(n)}>
                {t("reviews.pageNumber", n)}
              </a>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <a className="next page-numbers" href={href(page + 1)}>
              {t("reviews.nextPage")}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
