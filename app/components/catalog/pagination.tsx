import { archivePageUrl, paginationItems, type ArchiveQuery } from "./archive-query.ts";

export function Pagination({ basePath, pageCount, query }: { basePath: string; pageCount: number; query: ArchiveQuery }) {
  if (pageCount <= 1) return null;
  const link = (page: number) => archivePageUrl(basePath, page, query);
  return (
    <nav className="woocommerce-pagination" aria-label="Product Pagination">
      <ul>
        {query.page > 1 && (
          <li>
            <a className="prev" href={link(query.page - 1)} aria-label="Previous page">
              ←
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
                <span aria-current="page" aria-label={`Page ${page}`}>{page}</span>
              ) : (
                <a href={link(page)} aria-label={`Page ${page}`}>
                  {page}
                </a>
              )}
            </li>
          ),
        )}
        {query.page < pageCount && (
          <li>
            <a className="next" href={link(query.page + 1)} aria-label="Next page">
              →
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
