// The shop sidebar's filters (issue 12, decision 045): a price range and global attribute terms,
// in WooCommerce's layered-navigation shape (filter_<attribute>=a,b with query_type_<attribute>).
// Pure types and rules, shared with the storefront's components (a browser contract).

/** "or" wants any of an attribute's chosen terms, "and" all of them (WooCommerce's query_type). */
export type AttributeQueryType = "and" | "or";

/** The listing query's price filter, minor units, either end open. */
export interface PriceRange {
  min: number | null;
  max: number | null;
  /**
   * When the shop shows prices the other way than entered: the range as each tax class's products
   * compare it (the shopper's range converted at the class's rates). Products taxed in none of
   * these classes compare `min` and `max` as they are.
   */
  byTaxClass?: readonly TaxClassPriceRange[];
}

export interface TaxClassPriceRange {
  taxClass: string;
  min: number | null;
  max: number | null;
}

/** How a tax class's prices convert between entered and shown (server/tax/price-filter-conversions.ts). */
export interface TaxClassConversion {
  taxClass: string;
  toEntered: (shown: number) => number;
  toShown: (entered: number) => number;
}

/** Lowest and highest price, minor units. */
export interface PriceBounds {
  min: number;
  max: number;
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
/**
 * The listing's filter input. The shopper's price range is in shown prices; when the shop shows
 * them the other way than entered, `conversions` give each tax class's range in entered prices.
 */
export function listingFilterInput(
  filters: ActiveListingFilters,
  conversions: readonly TaxClassConversion[] | null = null,
): { priceRange?: PriceRange; attributeFilters: AttributeTermFilter[] } {
  const attributeFilters = filters.attributes.map((a) => ({ attributeId: a.attributeId, termSlugs: a.terms.map((t) => t.slug), queryType: a.queryType }));
  const { minPrice: min, maxPrice: max } = filters;
  if (min === null && max === null) return { attributeFilters };
  if (conversions === null) return { priceRange: { min, max }, attributeFilters };
  const byTaxClass = conversions.map(({ taxClass, toEntered }) => ({
    taxClass,
    min: min === null ? null : toEntered(min),
    max: max === null ? null : toEntered(max),
  }));
  return { priceRange: { min, max, byTaxClass }, attributeFilters };
}

/** The price widget's hints as shown: each tax class's bounds converted, the rest as entered. */
export function shownPriceBounds(bounds: ListingPriceBounds, conversions: readonly TaxClassConversion[] | null): PriceBounds | null {
  const shown = bounds.map(({ taxClass, min, max }) => {
    const conversion = taxClass === null ? undefined : conversions?.find((c) => c.taxClass === taxClass);
    return conversion ? { min: conversion.toShown(min), max: conversion.toShown(max) } : { min, max };
  });
  if (shown.length === 0) return null;
  return { min: Math.min(...shown.map((b) => b.min)), max: Math.max(...shown.map((b) => b.max)) };
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

/** A listing's entered prices without the price filter, per tax class of taxed products (null: not taxed), priced ones only. */
export type ListingPriceBounds = readonly (PriceBounds & { taxClass: string | null })[];

/** The sidebar's numbers for one listing. */
export interface ListingFacets {
  attributes: AttributeFacetWidget[];
  /** For the price widget's hints (shownPriceBounds). */
  priceBounds: ListingPriceBounds;
}

/** The sidebar's numbers as shown: the price hints as the shop shows prices. */
export interface SidebarFacets {
  attributes: AttributeFacetWidget[];
  priceBounds: PriceBounds | null;
}
