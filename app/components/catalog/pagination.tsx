import { t } from "../../i18n/t.ts";
import { archivePageUrl, paginationItems, type ArchiveQuery } from "./archive-query.ts";

export function Pagination({ basePath, pageCount, query }: { basePath: string; pageCount: number; query: ArchiveQuery }) {
  if (pageCount <= 1) return null;
  const link = (page: number) => archivePageUrl(basePath, page, query);
  return (
    <nav className="woocommerce-pagination" aria-label={t("pagination.label")}>
      <ul>
        {query.page > 1 && (
          <li>
            <a className="prev" href={link(query.page - 1)} aria-label={t("pagination.previous")}>
              {t("pagination.previousSymbol")}
            </a>
          </li>
        )}
        {paginationItems(query.page, pageCount).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === query.page ? (
                <span aria-current="page" aria-label={t("pagination.page", page)}>{page}</span>
              ) : (
                <a href={link(page)} aria-label={t("pagination.page", page)}>
                  {page}
                </a>
              )}
            </li>
          ),
        )}
        {query.page < pageCount && (
          <li>
            <a className="next" href={link(query.page + 1)} aria-label={t("pagination.next")}>
              {t("pagination.nextSymbol")}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
