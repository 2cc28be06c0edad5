// Which links the theme prefetches (spec §5, instant.page 5.2.0's rules, decision 048). Pure, so
// every rule is unit-tested: a link is prefetched only when it is http(s), not a step down from
// https to http, on this site (unless external links are allowed), without a query string (unless
// allowed), not a hash link into the same page, not opted out (data-no-instant), and not a page
// with effects or private to the visitor (cart, checkout, account, log out, add to cart, sign-in).

/** Spec §9: a link is prefetched after the pointer has rested on it this long. */
export const PREFETCH_HOVER_DELAY_MS = 65;
/** Spec §9: mouse events this soon after a touch are the touch's emulation, not a hover. */
export const TOUCH_TO_MOUSE_IGNORE_MS = 1100;

export interface PrefetchOptions {
  /** instant.page's data-instant-allow-query-string on <body>. */
  allowQueryString: boolean;
  /** instant.page's data-instant-allow-external-links on <body>. */
  allowExternalLinks: boolean;
}

/**
 * Paths whose pages change state or belong to one visitor: never fetched ahead of a click. A social
 * sign-in link (/auth/…) starts its provider's flow and sets that flow's state cookie: fetched
 * ahead, it would race the click's own start and fail it with a state mismatch.
 */
const PRIVATE_PATHS = /^\/(cart|checkout|my-account|auth|api)(\/|$)/;

/** WooCommerce's add-to-cart links (…?add-to-cart=<id>) add an item when fetched. */
const EFFECT_PARAMS = ["add-to-cart", "remove_item", "customer-logout"];

export function isPrefetchable(link: URL, page: URL, options: PrefetchOptions, optedOut = false): boolean {
  if (optedOut) return false;
  if (link.protocol !== "http:" && link.protocol !== "https:") return false;
  if (link.protocol === "http:" && page.protocol === "https:") return false;
  if (link.origin !== page.origin && !options.allowExternalLinks) return false;
  if (link.search !== "" && !options.allowQueryString) return false;
  if (link.hash !== "" && link.pathname + link.search === page.pathname + page.search) return false;
  if (link.origin === page.origin && PRIVATE_PATHS.test(link.pathname)) return false;
  return !EFFECT_PARAMS.some((name) => link.searchParams.has(name));
}
