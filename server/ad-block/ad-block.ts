// Ad-block detection (spec §7, decision 048): on each page view the theme script reports whether
// its bait element survived, and the shop counts the reports per day to show the share of views
// with an ad blocker (`shop stats`). Contracts shared with the HTTP edge and the CLI.

/** Where the theme script posts its report (the shop's REST path of spec §7). */
export const AD_BLOCK_PATH = "/api/v1/ad-block";

/** What one report says: 1 when the bait element was missing (blocked), 0 when it was there. */
export type AdBlockResult = 0 | 1;

/** ad_block_tracking_off: the shop does not count reports (AD_BLOCK_TRACKING is off). */
export const AD_BLOCK_ERROR_CODES = ["ad_block_result_invalid", "ad_block_tracking_off"] as const;
export type AdBlockErrorCode = (typeof AD_BLOCK_ERROR_CODES)[number];

/** Page views counted over some days, and how many of them had an ad blocker. */
export interface AdBlockShare {
  pageViews: number;
  blocked: number;
}

/** The report's field as sent (form text "0"/"1", or a JSON number): anything else is refused. */
export function parseAdBlockResult(value: unknown): AdBlockResult | null {
  if (value === "0" || value === 0) return 0;
  if (value === "1" || value === 1) return 1;
  return null;
}

/** The UTC day a report is counted under. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}
