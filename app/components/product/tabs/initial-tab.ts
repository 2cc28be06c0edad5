import type { ProductTabId } from "./product-tab-id.ts";

// Which tab a product page opens with (spec §2). Links to reviews come in many shapes from
// WordPress (comment permalinks, paged comments), so all of them open the Reviews tab.

const REVIEWS_HASHES = new Set(["#reviews", "#comments", "#tab-reviews"]);
const ADDITIONAL_INFORMATION_HASHES = new Set(["#tab-additional_information", "#additional_information"]);
const COMMENT_HASH_PREFIX = "#comment-";
const PAGED_COMMENTS_MARKERS = ["comment-page-", "cpage="];

function wantedTab(hash: string, href: string): ProductTabId | null {
  if (REVIEWS_HASHES.has(hash) || hash.startsWith(COMMENT_HASH_PREFIX)) return "reviews";
  if (PAGED_COMMENTS_MARKERS.some((marker) => href.includes(marker))) return "reviews";
  if (ADDITIONAL_INFORMATION_HASHES.has(hash)) return "additional_information";
  return null;
}

/** The tab an address asks for (see above), or null when it asks for none. */
export function requestedTab(hash: string, href: string, available: readonly ProductTabId[]): ProductTabId | null {
  const wanted = wantedTab(hash, href);
  return wanted !== null && available.includes(wanted) ? wanted : null;
}

/**
 * The tab to open for a page address: `hash` is location.hash ("" when none), `href` the rest of
 * the address. Falls back to the first available tab; null when the product has no tabs.
 */
export function initialTab(hash: string, href: string, available: readonly ProductTabId[]): ProductTabId | null {
  return requestedTab(hash, href, available) ?? available[0] ?? null;
}
