import { t } from "../../i18n/t.ts";
import { isOneOf } from "../../../server/parse-enum.ts";
import { numberFormat } from "../../i18n/intl-formats.ts";

// The listing state lives in the URL (WooCommerce style): /shop/page/2/?orderby=price&s=mug.

// WooCommerce's orderby values, in its menu order; the catalogue words each as `ordering.<value>`.
export const ORDER_BY_VALUES = ["menu_order", "popularity", "rating", "date", "price", "price-desc"] as const;
export type OrderBy = (typeof ORDER_BY_VALUES)[number];

export interface ArchiveQuery {
  orderBy: OrderBy;
  page: number;
  search: string;
  /** The sidebar's active filters as query parameters (listing-filter-params.ts), kept on every link. */
  filterParams?: readonly (readonly [string, string])[];
}

const PAGE_SUFFIX = /\/page\/(\d+)\/?$/;

function isOrderBy(value: string): value is OrderBy {
  return isOneOf(ORDER_BY_VALUES, value);
}

/** Splits "/product-category/clothing/hoodies/page/2" into the base path and page number. */
export function splitPagePath(pathname: string): { basePath: string; page: number } {
  const match = PAGE_SUFFIX.exec(pathname);
  const page = match?.[1] ? Number(match[1]) : 1;
  const basePath = pathname.replace(PAGE_SUFFIX, "").replace(/\/$/, "") || "/";
  return { basePath, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

export function parseArchiveQuery(url: URL): ArchiveQuery {
  const orderParam = url.searchParams.get("orderby") ?? "menu_order";
  return {
    orderBy: isOrderBy(orderParam) ? orderParam : "menu_order",
    page: splitPagePath(url.pathname).page,
    search: (url.searchParams.get("s") ?? "").trim().slice(0, 200),
  };
}

/** The URL of another page of the same listing, keeping ordering, search and filters. */
export function archivePageUrl(basePath: string, page: number, query: Pick<ArchiveQuery, "orderBy" | "search" | "filterParams">): string {
  const params = new URLSearchParams();
  if (query.orderBy !== "menu_order") params.set("orderby", query.orderBy);
  if (query.search) params.set("s", query.search);
  for (const [name, value] of query.filterParams ?? []) params.append(name, value);
  const path = page > 1 ? `${basePath}/page/${page}/` : basePath;
  // Term lists read "filter_colour=blue,red" as in WooCommerce's links (a comma needs no escape there).
  const search = params.toString().replaceAll("%2C", ",");
  return search ? `${path}?${search}` : path;
}

/** WooCommerce's result count wording, with the numbers in the shop's locale. */
export function resultCountText(total: number, page: number, perPage: number, locale: string): string {
  const number = (n: number): string => numberFormat(locale).format(n);
  if (total === 1) return t("resultCount.single");
  if (total <= perPage) return t("resultCount.all", number(total));
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return t("resultCount.range", number(first), number(last), number(total));
}

/** Page numbers to link, with null for a gap: 1 … 4 5 6 … 20. */
export function paginationItems(current: number, count: number, around = 2): (number | null)[] {
  const items: (number | null)[] = [];
  for (let page = 1; page <= count; page += 1) {
    const near = Math.abs(page - current) <= around;
    if (page === 1 || page === count || near) items.push(page);
    else if (items[items.length - 1] !== null) items.push(null);
  }
  return items;
}
