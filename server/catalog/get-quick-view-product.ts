import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Image, ProductSummary, ShownPrice } from "./catalog.ts";
import { catalogDb } from "./catalog-db.ts";
import { loadProductDetails } from "./product-detail.repository.ts";
import { loadProductSummaries } from "./product-summaries.ts";
import { showSummaryPrices } from "./show-summary-prices.ts";
import { loadVariationForms, type VariationForm } from "./load-variation-forms.ts";

/** What a product table's quick view shows: the summary (price as `shown`), the gallery's pictures and a variable product's form. */
export interface QuickViewProduct {
  summary: ProductSummary;
  gallery: Image[];
  /** A variable product's attributes and variations, as a table row has them; null for other products. */
  variationForm: VariationForm | null;
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
  const forms = await loadVariationForms(catalogDb(db), [{ ...summary, weight: details.weight, dimensions: details.dimensions }], now, shown);
  return { summary: showSummaryPrices(summary, shown), gallery: details.gallery, variationForm: forms.get(summary.id) ?? null };
}
