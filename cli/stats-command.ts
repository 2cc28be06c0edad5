import type { Kysely } from "kysely";
import { getAdBlockShare } from "../server/ad-block/get-ad-block-share.ts";
import type { Database } from "../server/db/schema.ts";
import type { CommandOutput } from "./import-products-command.ts";

// `shop stats [--days N]`: what the shop has counted about its visits. For now ad-block detection
// (decision 048): the share of reported page views whose bait element an ad blocker removed.

export const STATS_USAGE = "Usage: npm run shop -- stats [--days N]   (N: the last N days, today included; default: every day counted)";

const MAX_DAYS = 36_500;

function parseDays(args: string[]): number | null | "invalid" {
  if (args.length === 0) return null;
  const [flag, value, ...rest] = args;
  if (flag !== "--days" || value === undefined || rest.length > 0 || !/^\d+$/.test(value)) return "invalid";
  const days = Number(value);
  return days >= 1 && days <= MAX_DAYS ? days : "invalid";
}

/** "12.5 %" with one decimal, as a merchant reads a share. */
function percent(part: number, whole: number): string {
  return `${((part / whole) * 100).toFixed(1)} %`;
}

export async function runStats(db: Kysely<Database>, args: string[], output: CommandOutput, now = new Date()): Promise<number> {
  const days = parseDays(args);
  if (days === "invalid") {
    output.err(STATS_USAGE);
    return 2;
  }
  const share = await getAdBlockShare(db, days, now);
  const period = days === null ? "" : ` in the last ${days === 1 ? "day" : `${days} days`}`;
  if (share.pageViews === 0) {
    output.out(`Ad-block: no page views counted${period} (is AD_BLOCK_TRACKING on?)`);
    return 0;
  }
  const views = `${share.pageViews} page ${share.pageViews === 1 ? "view" : "views"}`;
  output.out(`Ad-block: ${percent(share.blocked, share.pageViews)} of ${views}${period}`);
  return 0;
}
