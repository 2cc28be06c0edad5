import type { Product } from "../../../../server/catalog/catalog.ts";

// WooCommerce's tab ids, kept so links like #tab-reviews from other shops and emails still work.
export const PRODUCT_TAB_IDS = ["description", "additional_information", "reviews"] as const;
export type ProductTabId = (typeof PRODUCT_TAB_IDS)[number];

/** True when the Additional information tab has anything to show. */
export function hasAdditionalInformation(product: Pick<Product, "weight" | "dimensions" | "attributes">, variableWeightOrSize: boolean): boolean {
  const { length, width, height } = product.dimensions;
  return (
    product.weight !== null ||
    length !== null ||
    width !== null ||
    height !== null ||
    variableWeightOrSize ||
    product.attributes.some((attribute) => attribute.visible)
  );
}

/** The tabs a product shows, in WooCommerce's order; empty ones are left out. */
export function availableTabs(
  product: Pick<Product, "description" | "weight" | "dimensions" | "attributes" | "reviewsAllowed">,
  variableWeightOrSize: boolean,
): ProductTabId[] {
  const tabs: ProductTabId[] = [];
  if (product.description.trim() !== "") tabs.push("description");
  if (hasAdditionalInformation(product, variableWeightOrSize)) tabs.push("additional_information");
  if (product.reviewsAllowed) tabs.push("reviews");
  return tabs;
}
