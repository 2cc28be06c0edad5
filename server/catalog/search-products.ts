import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { listProducts, type ListingOrder, type ProductListing } from "./list-products.ts";

export interface SearchProductsInput {
  search: string;
  orderBy?: ListingOrder;
  page: number;
  perPage: number;
}

/**
 * Product search (?s=…&post_type=product): name, SKU (also of variations) and descriptions,
 * case-insensitive, every word must match; products hidden from search are left out.
 */
export function searchProducts(db: Kysely<Database>, input: SearchProductsInput, now: Date): Promise<ProductListing> {
  return listProducts(db, { search: input.search, orderBy: input.orderBy ?? "relevance", page: input.page, perPage: input.perPage }, now);
}
