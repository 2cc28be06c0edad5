import type { Dimensions, Image, Product, ShownPrice, StockInfo, Variation, VariationAvailability, VariationData, VariationImageData } from "./catalog.ts";
import { activePrice, isOnSale } from "./active-price.ts";
import { fieldMaximum, quantityLimits } from "./quantity-limits.ts";
import { stockAvailability } from "./stock-availability.ts";
import { showSubscriptionFee } from "./show-summary-prices.ts";

// The JSON the variations form reads for each variation (WooCommerce's get_available_variation),
// built from domain values only, so the embedded data and the lookup answer are identical. It holds
// data and codes, never words or markup: the storefront words the price, availability and terms.

/** What a variation inherits from its product when it leaves a field empty, and is taxed as. */
export type VariationParent = Pick<Product, "type" | "sku" | "image" | "weight" | "dimensions" | "subscription" | "taxStatus" | "taxClass">;

export function variationImageData(image: Image): VariationImageData {
  const { full } = image.sizes;
  const src = image.sizes.large ?? full;
  const thumb = image.sizes.medium ?? image.sizes.thumbnail ?? full;
  const galleryThumb = image.sizes.thumbnail ?? thumb;
  const files = Object.values(image.sizes).sort((a, b) => a.width - b.width);
  const srcset = [...new Map(files.map((f) => [f.url, `${f.url} ${f.width}w`])).values()].join(", ");
  return {
    title: image.title,
    caption: image.caption,
    alt: image.alt,
    src: src.url,
    srcset,
    sizes: `(max-width: ${src.width}px) 100vw, ${src.width}px`,
    full_src: full.url,
    full_src_w: full.width,
    full_src_h: full.height,
    src_w: src.width,
    src_h: src.height,
    gallery_thumbnail_src: galleryThumb.url,
    thumb_src: thumb.url,
  };
}

/** What the availability flags are computed from; a full Variation qualifies, and so does a light index row. */
export type VariationFlagsSource = Pick<Variation, "id" | "attributes" | "enabled" | "purchasable" | "price"> & { stock: Pick<StockInfo, "status"> };

/**
 * The availability part of a variation's data, shared by the embedded data, the lookup answer and
 * the compact index of products too large to embed, so all three grey out the same options.
 */
export function variationAvailability(variation: VariationFlagsSource, attributeKeys: readonly string[], now: Date): VariationAvailability {
  const priced = activePrice(variation.price, now) !== null;
  const attributes: Record<string, string> = {};
  for (const key of attributeKeys) attributes[`attribute_${key}`] = variation.attributes[key] ?? "";
  return {
    variation_id: variation.id,
    attributes,
    // WooCommerce deactivates a variation only when the shop hides out-of-stock items; we never do.
    variation_is_active: true,
    variation_is_visible: variation.enabled && priced,
    is_purchasable: variation.enabled && variation.purchasable && priced,
    is_in_stock: variation.stock.status !== "outofstock",
  };
}

function inherit(own: string | null, parent: string | null): string | null {
  return own === null || own === "" ? parent : own;
}

export function buildVariationData(
  parent: VariationParent,
  variation: Variation,
  attributeKeys: readonly string[],
  now: Date,
  /** The shop's display of prices (with or without tax): a variation is taxed as its product. */
  shown: ShownPrice,
): VariationData {
  const show = (amount: number | null) => (amount === null ? null : shown(amount, parent));
  const current = activePrice(variation.price, now);
  const onSale = isOnSale(variation.price, now);
  const weight = inherit(variation.weight, parent.weight);
  const dimensions: Dimensions = {
    length: inherit(variation.dimensions.length, parent.dimensions.length),
    width: inherit(variation.dimensions.width, parent.dimensions.width),
    height: inherit(variation.dimensions.height, parent.dimensions.height),
  };
  const image = variation.image ?? parent.image;
  const terms = parent.type === "variable-subscription" ? (variation.subscription ?? parent.subscription) : null;
  const limits = quantityLimits(variation);

  return {
    ...variationAvailability(variation, attributeKeys, now),
    sku: variation.sku ?? parent.sku ?? "",
    weight: weight ?? "",
    dimensions,
    image: image ? variationImageData(image) : null,
    image_id: image?.id ?? null,
    is_sold_individually: variation.soldIndividually ? "yes" : "no",
    min_qty: limits.min,
    max_qty: fieldMaximum(limits),
    display_price: show(current),
    display_regular_price: show(variation.price.regular ?? current),
    is_on_sale: onSale,
    availability: stockAvailability(variation.stock),
    // The fee as the shop shows prices (with or without tax, decision 027).
    subscription: showSubscriptionFee(terms, parent, shown),
    // The edge dates it in the shop's time zone (productFirstPayment); the catalogue cannot.
    first_payment: null,
  };
}

