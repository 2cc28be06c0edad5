import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { ShownPrice } from "./catalog.ts";
import { getKeptProductPage } from "./product-page-cache.ts";
import type { ProductPage } from "./read-product-page.ts";
import { showSummaryPrices } from "./show-summary-prices.ts";

/**
 * Everything the product page shows, or null when no published product has the slug (see
 * readProductPage). The summaries' prices (the product's and its linked products') are as `shown`;
 * the variations are as entered, for buildVariationData to show. The catalogue part comes from
 * memory while the catalogue is unchanged (product-page-cache.ts); prices are shown per request,
 * so a change of the tax display needs no catalogue read.
 */
export async function getProductPage(db: Kysely<Database>, slug: string, now: Date, shown: ShownPrice): Promise<ProductPage | null> {
  const page = await getKeptProductPage(db, slug, now);
  if (!page) return null;
  return {
    ...page,
    product: showSummaryPrices(page.product, shown),
    related: page.related.map((summary) => showSummaryPrices(summary, shown)),
    upsells: page.upsells.map((summary) => showSummaryPrices(summary, shown)),
    groupedChildren: page.groupedChildren.map((summary) => showSummaryPrices(summary, shown)),
  };
}
