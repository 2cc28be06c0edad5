import { format } from "./format.ts";

// The words of the shop sidebar's filter widgets (issue 12),
// WooCommerce's widget defaults where it has them ("Filter by price", "Min %s", "Clear filters").
// Kept out of `messages`: the product page's island bundles all of `messages` and sits at its
// size budget; these are rendered on the server only (decision 014). Read them with shopFilterText().

export const shopFilterMessages = {
  "shopFilter.sidebar": "Product filters",
  "shopFilter.open": "Filter",
  "shopFilter.dialogTitle": "Filter",
  "shopFilter.close": "Close",
  "shopFilter.categories": "Product categories",
  "shopFilter.count": "(%s)",
  "shopFilter.price": "Filter by price",
  "shopFilter.minPrice": "Min price",
  "shopFilter.maxPrice": "Max price",
  "shopFilter.priceRange": "Price: %1$s — %2$s",
  "shopFilter.submit": "Filter",
  "shopFilter.byAttribute": "Filter by %s",
  "shopFilter.chosen": "%s, selected, remove filter",
  "shopFilter.active": "Active filters",
  "shopFilter.remove": "Remove filter:",
  "shopFilter.attributeChip": "%1$s: %2$s",
  "shopFilter.minChip": "Min %s",
  "shopFilter.maxChip": "Max %s",
  "shopFilter.clear": "Clear filters",
} as const;

export type ShopFilterTextKey = keyof typeof shopFilterMessages;

/** The words for `key`, placeholders filled as t() fills them. */
export function shopFilterText(key: ShopFilterTextKey, ...args: ReadonlyArray<string | number>): string {
  return format(shopFilterMessages[key], ...args);
}
