import { productTableText } from "../../i18n/product-table-messages.en.ts";
import { paginationItems } from "../catalog/archive-query.ts";
import { tableHref, type TableState } from "./table-query.ts";

// Previous, page numbers (1 … 4 5 6 … 20) and next, as links that keep the whole table state.

export function TablePager({ basePath, state, pageCount }: { basePath: string; state: TableState; pageCount: number }) {
  const current = state.query.page;
  if (pageCount <= 1) return null;
  const href = (page: number): string => tableHref(basePath, state, { page });
  return (
    <nav className="product-table__pager" aria-label={productTableText("productTable.pagination")}>
      <ul>
        {current > 1 && (
          <li>
            <a href={href(current - 1)} rel="prev">
              {productTableText("productTable.previous")}
            </a>
          </li>
        )}
        {paginationItems(current, pageCount).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span aria-current="page">
                  <span className="visually-hidden">{productTableText("productTable.page", "")}</span>
                  {page}
                </span>
              ) : (
                <a href={href(page)} aria-label={productTableText("productTable.page", page)}>
                  {page}
                </a>
              )}
            </li>
          ),
        )}
        {current < pageCount && (
          <li>
            <a href={href(current + 1)} rel="next">
              {productTableText("productTable.next")}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
