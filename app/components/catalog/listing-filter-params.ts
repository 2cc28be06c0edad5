import { MAX_FILTERED_ATTRIBUTES, MAX_TERMS_PER_ATTRIBUTE, type ActiveListingFilters, type AttributeQueryType, type RequestedListingFilters } from "../../../server/catalog/listing-filters.ts";
import { parseMoney, plainAmount } from "../../../server/money/parse-money.ts";

// The sidebar's filters in the address, in WooCommerce's parameter names so a moved shop's links
// keep working: min_price and max_price (in the currency's major unit), filter_<attribute> with
// comma-separated term slugs, and query_type_<attribute>=or|and (absent means and, as in
// WooCommerce). Parsing only checks the shape; the catalogue decides which names exist.

const FILTER_PREFIX = "filter_";
const QUERY_TYPE_PREFIX = "query_type_";
/** Longer than any slug the catalogue writes; longer text is not a slug. */
const MAX_SLUG_LENGTH = 200;

/** The filters as the address says them: what links and forms write back. */
export interface FilterState {
  minPrice: number | null;
  maxPrice: number | null;
  attributes: readonly { slug: string; queryType: AttributeQueryType; terms: readonly string[] }[];
}

export function parseFilterParams(params: URLSearchParams, currency: string): RequestedListingFilters {
  const price = (name: string): number | null => {
    const text = params.get(name);
    return text ? parseMoney(text, currency) : null;
  };
  const attributes: RequestedListingFilters["attributes"][number][] = [];
  for (const [name, value] of params) {
    if (!name.startsWith(FILTER_PREFIX) || attributes.length >= MAX_FILTERED_ATTRIBUTES) continue;
    const slug = name.slice(FILTER_PREFIX.length);
    if (slug === "" || slug.length > MAX_SLUG_LENGTH || attributes.some((a) => a.slug === slug)) continue;
    const terms = [...new Set(value.split(",").map((term) => term.trim()))].filter((term) => term !== "" && term.length <= MAX_SLUG_LENGTH).slice(0, MAX_TERMS_PER_ATTRIBUTE);
    const queryType: AttributeQueryType = params.get(QUERY_TYPE_PREFIX + slug) === "or" ? "or" : "and";
    if (terms.length > 0) attributes.push({ slug, terms, queryType });
  }
  return { minPrice: price("min_price"), maxPrice: price("max_price"), attributes };
}

export function filterStateOf(filters: ActiveListingFilters): FilterState {
  return {
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    attributes: filters.attributes.map((a) => ({ slug: a.slug, queryType: a.queryType, terms: a.terms.map((t) => t.slug) })),
  };
}

/** "10" rather than "10.00": the amount as a shopper would type it. */
export function priceParam(minor: number, currency: string): string {
  return plainAmount(minor, currency).replace(/\.0+$/, "");
}

/** The state as query parameters, in a stable order (so one filter set is one cached page). */
export function filterParamPairs(state: FilterState, currency: string): [string, string][] {
  const pairs: [string, string][] = [];
  if (state.minPrice !== null) pairs.push(["min_price", priceParam(state.minPrice, currency)]);
  if (state.maxPrice !== null) pairs.push(["max_price", priceParam(state.maxPrice, currency)]);
  for (const attribute of state.attributes) {
    if (attribute.terms.length === 0) continue;
    pairs.push([FILTER_PREFIX + attribute.slug, attribute.terms.join(",")]);
    if (attribute.queryType === "or") pairs.push([QUERY_TYPE_PREFIX + attribute.slug, "or"]);
  }
  return pairs;
}

/** The state with a term of an attribute chosen, or taken off when it was chosen; new choices are "or". */
export function toggleTerm(state: FilterState, attributeSlug: string, termSlug: string): FilterState {
  const current = state.attributes.find((a) => a.slug === attributeSlug);
  if (!current) return { ...state, attributes: [...state.attributes, { slug: attributeSlug, queryType: "or", terms: [termSlug] }] };
  const terms = current.terms.includes(termSlug) ? current.terms.filter((t) => t !== termSlug) : [...current.terms, termSlug];
  return { ...state, attributes: state.attributes.map((a) => (a === current ? { ...a, terms } : a)).filter((a) => a.terms.length > 0) };
}

export function withoutPrice(state: FilterState, end: "minPrice" | "maxPrice"): FilterState {
  return { ...state, [end]: null };
}

export const NO_FILTER_STATE: FilterState = { minPrice: null, maxPrice: null, attributes: [] };
