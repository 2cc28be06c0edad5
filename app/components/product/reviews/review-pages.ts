// Reviews come in pages (REVIEWS_PER_PAGE), at WordPress's addresses: /product/<slug>/comment-page-N/
// and ?cpage=N. Page 1 is the product's own address, so that is its canonical one.

const COMMENT_PAGE_SEGMENT = /^comment-page-([1-9]\d*)$/;
const PAGE_NUMBER = /^[1-9]\d*$/;

export interface ReviewPagination {
  page: number;
  pageCount: number;
}

/**
 * The review page an address asks for: the `comment-page-N` path segment, else `?cpage=N`, else 1.
 * null when either is not a page number (the route answers 404).
 */
export function requestedReviewPage(segment: string | undefined, search: string): number | null {
  if (segment !== undefined) {
    const match = COMMENT_PAGE_SEGMENT.exec(segment);
    return match?.[1] === undefined ? null : Number(match[1]);
  }
  const cpage = new URLSearchParams(search).get("cpage");
  if (cpage === null) return 1;
  return PAGE_NUMBER.test(cpage) ? Number(cpage) : null;
}

/** A review page's address: page 1 is the product's own. */
export function reviewPagePath(productPath: string, page: number): string {
  const base = productPath.endsWith("/") ? productPath.slice(0, -1) : productPath;
  return page === 1 ? base : `${base}/comment-page-${page}/`;
}
