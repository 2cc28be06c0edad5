import type { ProductSummary } from "../../../../server/catalog/catalog.ts";
import { productTableText } from "../../../i18n/product-table-messages.en.ts";
import { quickViewTriggerAttributes } from "./quick-view-trigger.ts";

// A row's "Quick view" (issue 11). It only works with the quick-view script, so CSS hides it on a
// no-js page (product-table.css); the row's name still links to the product page.
export function QuickViewButton({ product }: { product: ProductSummary }) {
  return (
    <button type="button" className="button quick-view-button" {...quickViewTriggerAttributes(product.id)} aria-label={productTableText("productTable.quickViewOf", product.name)}>
      {productTableText("productTable.quickView")}
    </button>
  );
}
