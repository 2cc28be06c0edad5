/** Where the quick-view script fetches a product's content (app/routes/product-table.quick-view.tsx). */
export const QUICK_VIEW_PATH = "/product-table/quick-view";

export function quickViewHref(productId: number): string {
  return `${QUICK_VIEW_PATH}/${productId}`;
}
