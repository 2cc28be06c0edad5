import { format } from "./format.ts";

// The product table's words (the product-table plugin's English defaults, DESIGN.md "Product
// table"). Kept out of `messages`: the product page's island bundles all of `messages` and sits
// at its size budget, and it shows none of these (decision 014). Read them with productTableText().

export const productTableMessages = {
  "productTable.title": "Products",
  "productTable.caption": "Products, %1$s–%2$s of %3$s",
  "productTable.captionEmpty": "Products",
  "productTable.search": "Search:",
  "productTable.filters": "Filter products",
  "productTable.allCategories": "All categories",
  "productTable.allTags": "All tags",
  "productTable.allOf": "Any %s",
  "productTable.category": "Category",
  "productTable.tag": "Tag",
  "productTable.optionCount": "%1$s (%2$s)",
  "productTable.apply": "Filter",
  "productTable.reset": "Reset",
  "productTable.pageLengthBefore": "Show",
  "productTable.pageLengthAfter": "entries",
  "productTable.pageLengthApply": "Apply",
  "productTable.showing": "Showing %1$s to %2$s of %3$s entries",
  "productTable.noRecords": "No matching records found",
  "productTable.pagination": "Product table pages",
  "productTable.previous": "Previous",
  "productTable.next": "Next",
  "productTable.page": "Page %s",
  "productTable.quickView": "Quick view",
  "productTable.quickViewOf": "Quick view of “%s”",
  "productTable.quickViewClose": "Close",
  "productTable.quickViewLoading": "Loading…",
  "productTable.quickViewFullDetails": "View full details",
  "productTable.quickViewImages": "Pictures of “%s”",
  "productTable.contentNotFound": "Content not found",
  "productTable.contentLoadFailed": "The content could not be loaded.",
  "productTable.addSelected": "Add Selected To Cart",
  "productTable.selectAll": "Select all",
  "productTable.select": "Select “%s”",
  "productTable.column.select": "Select",
  "productTable.multiAddBar": "Selected products",
  "productTable.multiAddSummaryOne": "Add %1$s item to cart – %2$s",
  "productTable.multiAddSummaryMany": "Add %1$s items to cart – %2$s",
  "productTable.multiAddCountOne": "Add %s item to cart",
  "productTable.multiAddCountMany": "Add %s items to cart",
  "productTable.multiAddAnswer": "Add to cart results",
  "productTable.multiAddNoneSelected": "Please select one or more products.",
  "productTable.multiAddInvalid": "The selected products could not be read. Please try again.",
  "productTable.quantity": "Quantity of “%s”",
  "productTable.sortBy": "Sort by %s",
  "productTable.column.image": "Image",
  "productTable.column.name": "Name",
  "productTable.column.sku": "SKU",
  "productTable.column.summary": "Summary",
  "productTable.column.price": "Price",
  "productTable.column.stock": "Stock",
  "productTable.column.buy": "Buy",
  "productTable.column.id": "ID",
  "productTable.column.date": "Date",
  "productTable.column.categories": "Categories",
  "productTable.column.tags": "Tags",
  "productTable.column.weight": "Weight",
  "productTable.column.dimensions": "Dimensions",
  "productTable.column.rating": "Rating",
  "productTable.noValue": "–",
} as const;

export type ProductTableTextKey = keyof typeof productTableMessages;

/** The words for `key`, placeholders filled as t() fills them. */
export function productTableText(key: ProductTableTextKey, ...args: ReadonlyArray<string | number>): string {
  return format(productTableMessages[key], ...args);
}
