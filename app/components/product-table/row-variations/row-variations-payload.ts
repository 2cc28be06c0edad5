import type { VariationAvailability, VariationImageData } from "../../../../server/catalog/catalog.ts";

// What a variations form outside the product page (a product-table row, the quick view) carries
// for its script, as JSON in the form's data-product_variations attribute (WooCommerce's name).
// Prices and stock lines come as HTML the server rendered (WooCommerce's price_html and
// availability_html), so the script formats no money and bundles no words.

export const PRODUCT_VARIATIONS_ATTRIBUTE = "data-product_variations";

export interface RowVariation extends VariationAvailability {
  /** The variation's price as the product page shows it; null when it has none to show. */
  price_html: string | null;
  /** The stock line ("3 in stock"); null when there is nothing to say. */
  availability_html: string | null;
  image: Pick<VariationImageData, "src" | "alt" | "gallery_thumbnail_src"> | null;
  /** Minor units, as the shop shows prices: the row's data-unit-price for the multi-add bar (decision 038). */
  display_price: number | null;
  is_sold_individually: "yes" | "no";
  min_qty: number;
  max_qty: number | null;
}

export interface RowVariationsPayload {
  /** Embedded variations; null above the product page's embedding limit (then `index` and the lookup). */
  variations: RowVariation[] | null;
  index: VariationAvailability[] | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The payload of a form, or null when it has none or it is not one (the form then stays a plain form). */
export function parseRowVariationsPayload(json: string | null): RowVariationsPayload | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (!isRecord(value)) return null;
    const { variations, index } = value;
    if (!(variations === null || Array.isArray(variations)) || !(index === null || Array.isArray(index))) return null;
    return value as unknown as RowVariationsPayload;
  } catch {
    return null;
  }
}
