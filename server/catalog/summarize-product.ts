import { activePrice, isOnSale } from "./active-price.ts";
import type { Image, PriceInfo, ProductSummary } from "./catalog.ts";

/**
 * What a product's summary is made of, as stored: it holds nothing that depends on the time, so it
 * stays true for as long as the product is unchanged, and summarizeProduct applies the sales that
 * run at the moment asked.
 */
export interface SummaryParts extends Omit<ProductSummary, "hoverImage" | "priceMin" | "priceMax" | "regularPrice" | "onSale" | "purchasable"> {
  published: boolean;
  hoverImage: Image | null;
  /** The product's own prices (simple, subscription and external products). */
  price: PriceInfo;
  /** A variable product's enabled variations' prices; null for other types. */
  variationPrices: readonly PriceInfo[] | null;
  /** The range stored with a grouped product, spanning its children. */
  storedRange: { min: number | null; max: number | null };
}

/** The summary of a product at `now`, prices as entered (showSummaryPrices turns them into the prices shown). */
export function summarizeProduct(parts: SummaryParts, now: Date): ProductSummary {
  const { published: _published, hoverImage, price, variationPrices, storedRange, ...facts } = parts;
  let priceMin: number | null = null;
  let priceMax: number | null = null;
  let onSale = false;
  let regularPrice: number | null = null;
  if (variationPrices !== null) {
    for (const variationPrice of variationPrices) {
      const current = activePrice(variationPrice, now);
      if (current !== null) {
        priceMin = priceMin === null ? current : Math.min(priceMin, current);
        priceMax = priceMax === null ? current : Math.max(priceMax, current);
      }
      onSale ||= isOnSale(variationPrice, now);
    }
  } else if (parts.type === "grouped") {
    // A grouped product has no price of its own; the stored range spans its children.
    priceMin = storedRange.min;
    priceMax = storedRange.max;
  } else {
    priceMin = priceMax = activePrice(price, now);
    onSale = isOnSale(price, now);
    if (onSale) regularPrice = price.regular;
  }
  return {
    ...facts,
    ...(hoverImage && { hoverImage }),
    priceMin,
    priceMax,
    regularPrice,
    onSale,
    // External and grouped products are never added to the cart themselves (WooCommerce rule).
    purchasable: parts.type !== "external" && parts.type !== "grouped" && priceMin !== null,
  };
}
