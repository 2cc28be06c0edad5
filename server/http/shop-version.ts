import type { Kysely } from "kysely";
import { getCatalogVersion } from "../catalog/get-catalog-version.ts";
import { getPagesVersion } from "../content/get-pages-version.ts";
import type { Database } from "../db/schema.ts";
import { getReviewsVersion } from "../reviews/get-reviews-version.ts";
import { formatIsoDate, shopDate } from "../subscriptions/shop-clock.ts";
import { getTaxVersion } from "../tax/get-tax-version.ts";

/**
 * What a cached page depends on: products, reviews and content pages, and the tax settings and
 * rates (prices are shown with or without tax, decision 027), each versioned by the module that
 * owns it; and the shop's calendar day, because a subscription's page says when its first payment
 * is ("Today!", "December 1, 2026"). The page cache drops every page when this changes.
 */
export async function getShopVersion(db: Kysely<Database>, timeZone: string, now: Date = new Date()): Promise<string> {
  const parts = await Promise.all([getCatalogVersion(db), getReviewsVersion(db), getPagesVersion(db), getTaxVersion(db)]);
  return [...parts, formatIsoDate(shopDate(now, timeZone))].join("|");
}
