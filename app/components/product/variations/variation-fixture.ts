import type { VariationAvailability, VariationData } from "../../../../server/catalog/catalog.ts";

/** An available entry of the compact index a product too large to embed carries; override what a test is about. */
export function availabilityFixture(id: number, attributes: Record<string, string>, overrides: Partial<VariationAvailability> = {}): VariationAvailability {
  return {
    variation_id: id,
    attributes,
    variation_is_visible: true,
    variation_is_active: true,
    is_purchasable: true,
    is_in_stock: true,
    ...overrides,
  };
}

/** A purchasable, visible, in-stock variation for tests; override what a test is about. */
export function variationFixture(id: number, attributes: Record<string, string>, overrides: Partial<VariationData> = {}): VariationData {
  return {
    ...availabilityFixture(id, attributes),
    sku: `SKU-${id}`,
    weight: "",
    dimensions: { length: null, width: null, height: null },
    image: null,
    image_id: null,
    is_sold_individually: "no",
    min_qty: 1,
    max_qty: null,
    display_price: 1000,
    display_regular_price: 1000,
    is_on_sale: false,
    availability: null,
    subscription: null,
    first_payment: null,
    ...overrides,
  };
}
