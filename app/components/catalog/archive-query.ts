// The listing state lives in the URL (WooCommerce style): /shop/page/2/?orderby=price&s=mug.

export const ORDER_OPTIONS = [
  { value: "menu_order", label: "Default sorting" },
  { value: "popularity", label: "Sort by popularity" },
  { value: "rating", label: "Sort by average rating" },
  { value: "date", label: "Sort by latest" },
  { value: "price", label: "Sort by price: low to high" },
  { value: "price-desc", label: "Sort by price: high to low" },
] as const;
export type OrderBy = (typeof ORDER_OPTIONS)[number]["value"];

export interface ArchiveQuery {
  orderBy: OrderBy;
  page: number;
  search: string;
}

const PAGE_SUFFIX = /\/page\/(\d+)\/?$/;

function isOrderBy(value: string): value is OrderBy {
  return ORDER_OPTIONS.some((o) => o.value === value);
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

/** The URL of another page of the same listing, keeping ordering and search. */
export function archivePageUrl(basePath: string, page: number, query: Pick<ArchiveQuery, "orderBy" | "search">): string {
  const params = new URLSearchParams();
  if (query.orderBy !== "menu_order") params.set("orderby", query.orderBy);
  if (query.search) params.set("s", query.search);
  const path = page > 1 ? `${basePath}/page/${page}/` : basePath;
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** WooCommerce's result count wording. */
export function resultCountText(total: number, page: number, perPage: number): string {
  if (total === 1) return "Showing the single result";
  if (total <= perPage) return `Showing all ${total} results`;
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return `Showing ${first}–${last} of ${total} results`;
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
