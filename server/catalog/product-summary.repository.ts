import { PRODUCT_TYPES, TAX_STATUSES, isVariableType, type ProductSummary, type ProductType, type TaxStatus } from "./catalog.ts";
import { activePrice, isOnSale } from "./active-price.ts";
import { loadImages } from "./image.repository.ts";
import { toPriceInfo, toStockStatus, toSubscriptionTerms } from "./sellable-row.repository.ts";
import { parseEnum } from "../parse-enum.ts";
import type { CatalogDb } from "./catalog-db.ts";

// Summaries for a page of products in a fixed number of queries (products, variation prices,
// images), whatever the page size: listings, related products and upsells all come through here.
// Prices are as entered; the use cases turn them into the prices shown (showSummaryPrices).

export function toProductType(value: string): ProductType {
  return parseEnum(PRODUCT_TYPES, value, "simple");
}

export function toTaxStatus(value: string): TaxStatus {
  return parseEnum(TAX_STATUSES, value, "taxable");
}

interface PriceRange {
  min: number | null;
  max: number | null;
  onSale: boolean;
}

/** Price ranges of variable products from their enabled variations, with sales applied at `now`. */
async function loadVariationPriceRanges(db: CatalogDb, productIds: number[], now: Date): Promise<Map<number, PriceRange>> {
  const ranges = new Map<number, PriceRange>();
  if (productIds.length === 0) return ranges;
  const rows = await db
    .selectFrom("variations")
    .select(["product_id", "regular_price", "sale_price", "sale_from", "sale_to"])
    .where("product_id", "in", productIds)
    .where("enabled", "=", 1)
    .execute();
  for (const row of rows) {
    const price = toPriceInfo(row);
    const current = activePrice(price, now);
    const range = ranges.get(row.product_id) ?? { min: null, max: null, onSale: false };
    if (current !== null) {
      range.min = range.min === null ? current : Math.min(range.min, current);
      range.max = range.max === null ? current : Math.max(range.max, current);
    }
    range.onSale ||= isOnSale(price, now);
    ranges.set(row.product_id, range);
  }
  return ranges;
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

/** Summaries in the order of `ids`; ids that do not exist (or are unpublished, when asked) are skipped. */
export async function loadProductSummaries(
  db: CatalogDb,
  ids: readonly number[],
  now: Date,
  options: { publishedOnly?: boolean } = {},
): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("products")
    .selectAll()
    .where("id", "in", [...new Set(ids)])
    .$if(options.publishedOnly === true, (q) => q.where("status", "=", "publish"))
    .execute();
  const variableIds = rows.filter((r) => isVariableType(toProductType(r.type))).map((r) => r.id);
  const mainImageIds = rows.flatMap((r) => (r.image_id === null ? [] : [r.image_id]));
  const [ranges, { hoverIds, images }] = await Promise.all([
    loadVariationPriceRanges(db, variableIds, now),
    loadHoverImageIds(db, rows).then(async (hoverIds) => ({ hoverIds, images: await loadImages(db, [...mainImageIds, ...hoverIds.values()]) })),
  ]);

  const byId = new Map<number, ProductSummary>();
  for (const row of rows) {
    const type = toProductType(row.type);
    const price = toPriceInfo(row);
    let priceMin: number | null;
    let priceMax: number | null;
    let onSale: boolean;
    let regularPrice: number | null = null;
    if (isVariableType(type)) {
      const range = ranges.get(row.id);
      priceMin = range?.min ?? null;
      priceMax = range?.max ?? null;
      onSale = range?.onSale ?? false;
    } else if (type === "grouped") {
      // A grouped product has no price of its own; the stored range spans its children.
      priceMin = row.price_min;
      priceMax = row.price_max;
      onSale = false;
    } else {
      priceMin = priceMax = activePrice(price, now);
      onSale = isOnSale(price, now);
      if (onSale) regularPrice = price.regular;
    }
    const hoverImage = images.get(hoverIds.get(row.id) ?? -1);
    byId.set(row.id, {
      id: row.id,
      type,
      slug: row.slug,
      name: row.name,
      sku: row.sku,
      shortDescription: row.short_description,
      image: row.image_id === null ? null : (images.get(row.image_id) ?? null),
      ...(hoverImage && { hoverImage }),
      priceMin,
      priceMax,
      regularPrice,
      onSale,
      stockStatus: toStockStatus(row.stock_status),
      // External and grouped products are never added to the cart themselves (WooCommerce rule).
      purchasable: type !== "external" && type !== "grouped" && priceMin !== null,
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
  return ids.flatMap((id) => {
    const summary = byId.get(id);
    return summary ? [summary] : [];
  });
}
