import { PRODUCT_TYPES, TAX_STATUSES, isVariableType, type PriceInfo, type ProductType, type TaxStatus } from "./catalog.ts";
import { loadImages } from "./image.repository.ts";
import { toPriceInfo, toStockStatus, toSubscriptionTerms } from "./sellable-row.repository.ts";
import { parseEnum } from "../parse-enum.ts";
import type { CatalogDb } from "./catalog-db.ts";
import type { SummaryParts } from "./summarize-product.ts";

// What product summaries are made of, for a page of products in a fixed number of queries
// (products, variation prices, images), whatever the page size: listings, related products and
// upsells all come through here (product-summaries.ts).

export function toProductType(value: string): ProductType {
  return parseEnum(PRODUCT_TYPES, value, "simple");
}

export function toTaxStatus(value: string): TaxStatus {
  return parseEnum(TAX_STATUSES, value, "taxable");
}

/** The prices of each variable product's enabled variations, as entered (sales apply when summarised). */
async function loadVariationPrices(db: CatalogDb, productIds: number[]): Promise<Map<number, PriceInfo[]>> {
  const prices = new Map<number, PriceInfo[]>();
  if (productIds.length === 0) return prices;
  const rows = await db
    .selectFrom("variations")
    .select(["product_id", "regular_price", "sale_price", "sale_from", "sale_to"])
    .where("product_id", "in", productIds)
    .where("enabled", "=", 1)
    .execute();
  for (const row of rows) {
    const list = prices.get(row.product_id) ?? [];
    list.push(toPriceInfo(row));
    prices.set(row.product_id, list);
  }
  return prices;
}

/**
 * Each product's first gallery picture other than its main one (ids of products to image ids),
 * for the cards' second picture on hover; one query for the whole page.
 */
async function loadHoverImageIds(db: CatalogDb, products: readonly { id: number; image_id: number | null }[]): Promise<Map<number, number>> {
  const hoverIds = new Map<number, number>();
  if (products.length === 0) return hoverIds;
  const mainImage = new Map(products.map((p) => [p.id, p.image_id]));
  const rows = await db
    .selectFrom("product_gallery")
    .select(["product_id", "image_id"])
    .where("product_id", "in", [...mainImage.keys()])
    .orderBy("product_id")
    .orderBy("position")
    .execute();
  for (const row of rows) {
    if (hoverIds.has(row.product_id) || row.image_id === mainImage.get(row.product_id)) continue;
    hoverIds.set(row.product_id, row.image_id);
  }
  return hoverIds;
}

/**
 * What a summary is made of, for each of `ids` that exists (any status): products, variation
 * prices and images in a fixed number of queries, whatever the number of ids.
 */
export async function loadSummaryParts(db: CatalogDb, ids: readonly number[]): Promise<Map<number, SummaryParts>> {
  const parts = new Map<number, SummaryParts>();
  if (ids.length === 0) return parts;
  const rows = await db.selectFrom("products").selectAll().where("id", "in", [...new Set(ids)]).execute();
  const variableIds = rows.filter((r) => isVariableType(toProductType(r.type))).map((r) => r.id);
  const mainImageIds = rows.flatMap((r) => (r.image_id === null ? [] : [r.image_id]));
  const [variationPrices, { hoverIds, images }] = await Promise.all([
    loadVariationPrices(db, variableIds),
    loadHoverImageIds(db, rows).then(async (hoverIds) => ({ hoverIds, images: await loadImages(db, [...mainImageIds, ...hoverIds.values()]) })),
  ]);
  for (const row of rows) {
    const type = toProductType(row.type);
    parts.set(row.id, {
      id: row.id,
      published: row.status === "publish",
      type,
      slug: row.slug,
      name: row.name,
      sku: row.sku,
      shortDescription: row.short_description,
      image: row.image_id === null ? null : (images.get(row.image_id) ?? null),
      hoverImage: images.get(hoverIds.get(row.id) ?? -1) ?? null,
      price: toPriceInfo(row),
      variationPrices: isVariableType(type) ? (variationPrices.get(row.id) ?? []) : null,
      storedRange: { min: row.price_min, max: row.price_max },
      stockStatus: toStockStatus(row.stock_status),
      ratingAverage: Number(row.rating_average),
      ratingCount: Number(row.rating_count),
      externalUrl: row.external_url,
      buttonText: row.button_text,
      subscription: toSubscriptionTerms(row),
      featured: row.featured === 1,
      taxStatus: toTaxStatus(row.tax_status),
      taxClass: row.tax_class,
    });
  }
  return parts;
}
