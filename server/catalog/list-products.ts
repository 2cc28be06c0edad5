import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { CatalogVisibility, ProductSummary, ShownPrice } from "./catalog.ts";
import { collectDescendantIds } from "./category-tree.ts";
import type { AttributeTermFilter, PriceRange } from "./listing-filters.ts";
import { countListing, findBrowsePage, findOrderedIds, findSearchPage, narrowsByLink, type ListingFilter, type ListingOrder } from "./listing.repository.ts";
import { getProductTableTerms } from "./get-product-table-terms.ts";
import { MAX_REMEMBERED_ORDER, rememberedAnchors, rememberedOrder, rememberedTotal } from "./listing-memory.ts";
import { loadProductSummaries } from "./product-summaries.ts";
import { showSummaryPrices } from "./show-summary-prices.ts";
import { findTagIdBySlug, loadCategoryParents } from "./taxonomy.repository.ts";
import { catalogDb } from "./catalog-db.ts";

export { LISTING_ORDERS, type ListingFilter, type ListingOrder } from "./listing.repository.ts";

/** Visibility rules of WooCommerce: "catalog" products appear only in the shop, "search" ones only in search. */
const SHOP_VISIBILITIES: readonly CatalogVisibility[] = ["visible", "catalog"];
const SEARCH_VISIBILITIES: readonly CatalogVisibility[] = ["visible", "search"];
/** A page never holds more than this, whatever the caller asks (bounds the query cost). */
export const MAX_PRODUCTS_PER_PAGE = 100;
/** WordPress stops splitting a search into words beyond this many and matches the phrase instead. */
export const MAX_SEARCH_WORDS = 9;

export interface ListProductsInput {
  /** Category slug; products in its descendant categories are included. */
  category?: string;
  /** Tag slug. */
  tag?: string;
  search?: string;
  /** Featured products only. */
  featured?: boolean;
  /** The shop sidebar's filters, already resolved (resolveListingFilters). */
  priceRange?: PriceRange;
  attributeFilters?: readonly AttributeTermFilter[];
  orderBy: ListingOrder;
  page: number;
  perPage: number;
}

export interface ProductListing {
  products: ProductSummary[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * A search as it is matched: lower-cased and trimmed, control characters read as spaces (nobody
 * types them, and PostgreSQL refuses a NUL in a text parameter).
 */
export function searchPhraseOf(search: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  return search.replace(/[\u0000-\u001f\u007f]/g, " ").trim().toLowerCase();
}

export function splitSearchWords(search: string): string[] {
  const phrase = searchPhraseOf(search);
  if (phrase === "") return [];
  const words = [...new Set(phrase.split(/\s+/))];
  return words.length > MAX_SEARCH_WORDS ? [phrase] : words;
}

/** Search results rank by relevance under the default order (as in WordPress); elsewhere relevance means nothing. */
function effectiveOrder(orderBy: ListingOrder, searching: boolean): ListingOrder {
  if (searching) return orderBy === "menu_order" ? "relevance" : orderBy;
  return orderBy === "relevance" ? "menu_order" : orderBy;
}

function emptyListing(page: number): ProductListing {
  return { products: [], total: 0, page, pageCount: 1 };
}

export type ListingScope = Pick<ListProductsInput, "category" | "tag" | "search" | "featured" | "priceRange" | "attributeFilters">;

/** The database filter of a listing, or null when its category or tag does not exist (an empty listing). */
export async function buildListingFilter(db: Kysely<Database>, input: ListingScope): Promise<ListingFilter | null> {
  const searchWords = splitSearchWords(input.search ?? "");
  const searching = searchWords.length > 0;
  let categoryIds: number[] | null = null;
  if (input.category !== undefined) {
    const categories = await loadCategoryParents(catalogDb(db));
    const root = categories.find((c) => c.slug === input.category);
    if (!root) return null;
    categoryIds = collectDescendantIds(categories, root.id);
  }
  let tagId: number | null = null;
  if (input.tag !== undefined) {
    tagId = await findTagIdBySlug(catalogDb(db), input.tag);
    if (tagId === null) return null;
  }
  return {
    visibilities: searching ? SEARCH_VISIBILITIES : SHOP_VISIBILITIES,
    categoryIds,
    tagId,
    searchWords,
    searchPhrase: searching ? searchPhraseOf(input.search ?? "") : null,
    featuredOnly: input.featured === true,
    ...(input.priceRange ? { priceRange: input.priceRange } : {}),
    ...(input.attributeFilters && input.attributeFilters.length > 0 ? { attributeFilters: input.attributeFilters } : {}),
  };
}

/**
 * The ids of a page and the listing's total, from what this catalogue version has already read
 * (decision 052): a search's or a narrowed listing's ids in order, or a browsed listing's total
 * and where its pages start.
 */
async function findPage(db: Kysely<Database>, filter: ListingFilter, order: ListingOrder, offset: number, limit: number, now: Date): Promise<{ ids: number[]; total: number }> {
  const version = await getProductTableTerms(db, now.getTime());
  const key = JSON.stringify(["shop", filter, order]);
  const searching = filter.searchWords.length > 0;
  if (searching || narrowsByLink(filter)) {
    const ordered = await rememberedOrder(version, key, () => findOrderedIds(catalogDb(db), filter, order, MAX_REMEMBERED_ORDER));
    if (ordered !== null) return { ids: Array.from(ordered.subarray(offset, offset + limit)), total: ordered.length };
    if (searching) return findSearchPage(catalogDb(db), filter, order, offset, limit);
  }
  const [total, ids] = await Promise.all([
    rememberedTotal(version, JSON.stringify(["shop", filter]), () => countListing(catalogDb(db), filter)),
    findBrowsePage(catalogDb(db), filter, order, offset, limit, rememberedAnchors(version, key)),
  ]);
  return { ids, total };
}

/** One page of the shop, a category or tag archive, or search results, prices as `shown`. */
export async function listProducts(db: Kysely<Database>, input: ListProductsInput, now: Date, shown: ShownPrice): Promise<ProductListing> {
  return listFilteredProducts(db, await buildListingFilter(db, input), input, now, shown);
}

/** listProducts for a filter already built (buildListingFilter), which the sidebar's counts share. */
export async function listFilteredProducts(
  db: Kysely<Database>,
  filter: ListingFilter | null,
  input: Pick<ListProductsInput, "orderBy" | "page" | "perPage">,
  now: Date,
  shown: ShownPrice,
): Promise<ProductListing> {
  const page = Math.max(1, Math.floor(input.page));
  const perPage = Math.min(MAX_PRODUCTS_PER_PAGE, Math.max(1, Math.floor(input.perPage)));
  if (filter === null) return emptyListing(page);
  const searching = filter.searchWords.length > 0;
  const order = effectiveOrder(input.orderBy, searching);
  const offset = (page - 1) * perPage;
  const { ids, total } = await findPage(db, filter, order, offset, perPage, now);
  const products = (await loadProductSummaries(catalogDb(db), ids, now)).map((summary) => showSummaryPrices(summary, shown));
  return { products, total, page, pageCount: Math.max(1, Math.ceil(total / perPage)) };
}
