import { DEFAULT_PRODUCT_TABLE_COLUMNS, PRODUCT_TABLE_SORT_KEYS, type ProductTableColumn, type ProductTableSortKey } from "../../../server/catalog/product-table.ts";
import { isOneOf } from "../../../server/parse-enum.ts";

// One table's settings. /product-table uses the defaults; a content page embedding a table (the
// theme issue's content blocks) passes its own columns.

export interface ProductTableConfig {
  columns: readonly ProductTableColumn[];
}

export const DEFAULT_PRODUCT_TABLE_CONFIG: ProductTableConfig = { columns: DEFAULT_PRODUCT_TABLE_COLUMNS };

/** The sort key a column's header sorts by, or null when it is not sortable. */
export function columnSortKey(column: ProductTableColumn): ProductTableSortKey | null {
  return isOneOf(PRODUCT_TABLE_SORT_KEYS, column) ? column : null;
}
