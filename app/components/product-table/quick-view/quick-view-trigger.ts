import { quickViewHref } from "./quick-view-path.ts";

// The attributes that make an element open a product's quick view (app/islands/quick-view-island.ts
// listens for clicks on them): the "Quick view" buttons, and the name and picture links of a table
// row marked as a trigger (docs/decisions/039). A link keeps its href, so it still leads to the
// product page without the script, in a new tab, or when a script vetoes the quick view.

export function quickViewTriggerAttributes(productId: number): { "data-quick-view": number; "data-quick-view-href": string } {
  return { "data-quick-view": productId, "data-quick-view-href": quickViewHref(productId) };
}
