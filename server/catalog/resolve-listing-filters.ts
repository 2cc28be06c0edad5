import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { getProductTableTerms } from "./get-product-table-terms.ts";
import type { ActiveAttributeFilter, ActiveListingFilters, RequestedListingFilters } from "./listing-filters.ts";

// Matches the filters an address asks for against the catalogue's global attributes and terms
// (the per-version vocabulary the product table keeps, get-product-table-terms.ts). Unknown
// attributes and terms are left out rather than refused, as the listing treats an unknown orderby:
// an old link to a removed colour still shows the shop, and its chips name only real filters.

export async function resolveListingFilters(db: Kysely<Database>, requested: RequestedListingFilters, now = Date.now()): Promise<ActiveListingFilters> {
  const { facets, attributeIds } = await getProductTableTerms(db, now);
  const attributes: ActiveAttributeFilter[] = [];
  for (const asked of requested.attributes) {
    const attributeId = attributeIds.get(asked.slug);
    const known = facets.attributes.find((a) => a.slug === asked.slug);
    if (attributeId === undefined || !known) continue;
    const terms = known.options.filter((option) => asked.terms.includes(option.slug)).map(({ slug, name }) => ({ slug, name }));
    if (terms.length > 0) attributes.push({ attributeId, slug: known.slug, name: known.name, queryType: asked.queryType, terms });
  }
  // A minimum above the maximum is a range typed the wrong way round, not an empty one.
  const { minPrice, maxPrice } = requested;
  const swapped = minPrice !== null && maxPrice !== null && minPrice > maxPrice;
  return { minPrice: swapped ? maxPrice : minPrice, maxPrice: swapped ? minPrice : maxPrice, attributes };
}
