import type { Dimensions, ProductSummary, StockInfo, TermRef } from "./catalog.ts";
import type { VariationForm } from "./load-variation-forms.ts";

// Domain types of the product table (/product-table, and later tables embedded in content pages):
// a dense, searchable, sortable list of products. Filtering, sorting and paging run in the
// database (product-table.repository.ts), so 100,000 products cost what 10 do.

/** Columns a table can show; `attribute:<slug>` shows a global attribute's terms. */
export const PRODUCT_TABLE_FIXED_COLUMNS = [
  "image", "name", "sku", "summary", "price", "stock", "buy",
  "id", "date", "categories", "tags", "weight", "dimensions", "rating",
] as const;
export type ProductTableFixedColumn = (typeof PRODUCT_TABLE_FIXED_COLUMNS)[number];
export type ProductTableColumn = ProductTableFixedColumn | `attribute:${string}`;

/** The product-table plugin's default columns. */
export const DEFAULT_PRODUCT_TABLE_COLUMNS: readonly ProductTableColumn[] = ["image", "name", "sku", "summary", "price", "stock", "buy"];

/** Columns a shopper can sort by: each walks an index (migrations 001 and 024). */
export const PRODUCT_TABLE_SORT_KEYS = ["name", "sku", "price", "date", "id", "rating"] as const;
export type ProductTableSortKey = (typeof PRODUCT_TABLE_SORT_KEYS)[number];
export type SortDirection = "asc" | "desc";

export const PRODUCT_TABLE_PAGE_LENGTHS = [10, 25, 50, 100] as const;
export type ProductTablePageLength = (typeof PRODUCT_TABLE_PAGE_LENGTHS)[number];
export const DEFAULT_PRODUCT_TABLE_PAGE_LENGTH: ProductTablePageLength = 25;

/** What to show: the filters and sort the shopper chose (already validated), and the page. */
export interface ProductTableQuery {
  search: string;
  category: string | null;
  tag: string | null;
  /** Global attribute slug (without pa_) → term slug. */
  attributes: Readonly<Record<string, string>>;
  sort: ProductTableSortKey;
  direction: SortDirection;
  page: number;
  pageLength: ProductTablePageLength;
}

export interface FacetOption {
  slug: string;
  name: string;
  /** Listed products with this term (a category counts its descendants' products too). */
  count: number;
}

export interface AttributeFacet {
  slug: string;
  name: string;
  options: FacetOption[];
}

export interface ProductTableFacets {
  categories: (FacetOption & { depth: number })[];
  tags: FacetOption[];
  attributes: AttributeFacet[];
}

/** What the optional columns need beyond a product summary. */
export interface ProductTableExtras {
  createdAt: string;
  categories: TermRef[];
  tags: TermRef[];
  /** Global attribute slug → the product's term names. */
  attributes: Record<string, string[]>;
  weight: string | null;
  dimensions: Dimensions;
  stock: StockInfo;
}

export interface ProductTableRow {
  product: ProductSummary;
  extras: ProductTableExtras;
  /** A variable product's dropdowns (attributes and variations); null for other products. */
  variationForm: VariationForm | null;
}

export interface ProductTablePage {
  rows: ProductTableRow[];
  total: number;
  page: number;
  pageCount: number;
  facets: ProductTableFacets;
}
