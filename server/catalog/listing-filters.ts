// The shop sidebar's filters (issue 12, decision 045): a price range and global attribute terms,
// in WooCommerce's layered-navigation shape (filter_<attribute>=a,b with query_type_<attribute>).
// Pure types and rules, shared with the storefront's components (a browser contract).

/** "or" wants any of an attribute's chosen terms, "and" all of them (WooCommerce's query_type). */
export type AttributeQueryType = "and" | "or";

/** The listing query's price filter, minor units, either end open. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

/** A global attribute's chosen terms, as the listing query takes them. */
export interface AttributeTermFilter {
  attributeId: number;
  termSlugs: readonly string[];
  queryType: AttributeQueryType;
}

/** Bounds on what a URL may ask, so a hostile address costs no more than a busy shopper's. */
export const MAX_FILTERED_ATTRIBUTES = 10;
export const MAX_TERMS_PER_ATTRIBUTE = 20;

/** What the address asks, shape-checked but not yet matched against the catalogue. */
export interface RequestedListingFilters {
  /** Minor units. */
  minPrice: number | null;
  maxPrice: number | null;
  attributes: readonly { slug: string; terms: readonly string[]; queryType: AttributeQueryType }[];
}

export interface ActiveAttributeFilter {
  attributeId: number;
  slug: string;
  name: string;
  queryType: AttributeQueryType;
  terms: readonly { slug: string; name: string }[];
}

/** The filters that apply: known attributes and terms only, a price range with min ≤ max. */
export interface ActiveListingFilters {
  minPrice: number | null;
  maxPrice: number | null;
  attributes: readonly ActiveAttributeFilter[];
}

export function hasActiveFilters(filters: ActiveListingFilters): boolean {
  return filters.minPrice !== null || filters.maxPrice !== null || filters.attributes.length > 0;
}

/** The filters as the listing query takes them. */
export function listingFilterInput(filters: ActiveListingFilters): { priceRange?: PriceRange; attributeFilters: AttributeTermFilter[] } {
  const attributeFilters = filters.attributes.map((a) => ({ attributeId: a.attributeId, termSlugs: a.terms.map((t) => t.slug), queryType: a.queryType }));
  const priced = filters.minPrice !== null || filters.maxPrice !== null;
  return priced ? { priceRange: { min: filters.minPrice, max: filters.maxPrice }, attributeFilters } : { attributeFilters };
}

export interface FacetTerm {
  slug: string;
  name: string;
  /** Products of the listing, with the other active filters applied, that have the term. */
  count: number;
  chosen: boolean;
}

export interface AttributeFacetWidget {
  slug: string;
  name: string;
  queryType: AttributeQueryType;
  terms: FacetTerm[];
}

/** The sidebar's numbers for one listing. */
export interface ListingFacets {
  attributes: AttributeFacetWidget[];
  /** The listing's prices without the price filter (minor units), for the price widget's hints. */
  priceBounds: { min: number; max: number } | null;
}
