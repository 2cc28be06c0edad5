import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Image, ProductSummary, ShownPrice } from "./catalog.ts";
import { catalogDb } from "./catalog-db.ts";
import { loadProductDetails } from "./product-detail.repository.ts";
import { loadProductSummaries } from "./product-summary.repository.ts";
import { showSummaryPrices } from "./show-summary-prices.ts";

/** What a product table's quick view shows: the summary (price as `shown`) and the gallery's pictures. */
export interface QuickViewProduct {
  summary: ProductSummary;
  gallery: Image[];
}

/**
 * The published product with this id for the quick view, or null (unknown, draft or private):
 * the same visibility as the product page, which hidden products still reach by their URL.
 */
export async function getQuickViewProduct(db: Kysely<Database>, productId: number, now: Date, shown: ShownPrice): Promise<QuickViewProduct | null> {
  const [summaries, details] = await Promise.all([
    loadProductSummaries(catalogDb(db), [productId], now, { publishedOnly: true }),
    loadProductDetails(catalogDb(db), productId),
  ]);
  const summary = summaries[0];
  if (!summary || !details) return null;
  return { summary: showSummaryPrices(summary, shown), gallery: details.gallery };
}
