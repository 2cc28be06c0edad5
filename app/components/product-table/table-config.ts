import { DEFAULT_PRODUCT_TABLE_COLUMNS, PRODUCT_TABLE_SORT_KEYS, type ProductTableColumn, type ProductTableSortKey } from "../../../server/catalog/product-table.ts";
import { isOneOf } from "../../../server/parse-enum.ts";

// One table's settings. /product-table uses the defaults; a content page embedding a table (the
// theme issue's content blocks) passes its own columns.

/** The parts of a row that open its quick view, besides the "Quick view" button (spec §2). */
export const QUICK_VIEW_TRIGGERS = ["name", "image"] as const;
export type QuickViewTrigger = (typeof QUICK_VIEW_TRIGGERS)[number];

export interface ProductTableConfig {
  columns: readonly ProductTableColumn[];
  /**
   * The row's name and picture links that open the quick view on a plain click (docs/decisions/039).
   * They stay links to the product page: a click with a modifier key, a middle click, a vetoed
   * quick view and a page without JavaScript all follow them.
   */
  quickViewTriggers: readonly QuickViewTrigger[];
}

export const DEFAULT_PRODUCT_TABLE_CONFIG: ProductTableConfig = { columns: DEFAULT_PRODUCT_TABLE_COLUMNS, quickViewTriggers: QUICK_VIEW_TRIGGERS };

/** The sort key a column's header sorts by, or null when it is not sortable. */
export function columnSortKey(column: ProductTableColumn): ProductTableSortKey | null {
  return isOneOf(PRODUCT_TABLE_SORT_KEYS, column) ? column : null;
}
