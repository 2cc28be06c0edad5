import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { catalogDb } from "./catalog-db.ts";
import { getProductTableTerms, type TableTerms } from "./get-product-table-terms.ts";
import type { ActiveListingFilters, AttributeFacetWidget, ListingFacets } from "./listing-filters.ts";

export type { ListingFacets } from "./listing-filters.ts";
import { countListingTerms, findListingPriceBounds, type TermCount } from "./listing-facets.repository.ts";
import type { ListingFilter } from "./listing.repository.ts";
import { perCatalogVersion } from "./per-catalog-version.ts";

// The sidebar's attribute widgets and price range for one listing (decision 045). A term's count
// is the number of products in the listing, with the other active filters applied, that have it
// (WooCommerce's layered navigation): an "or" attribute is counted without its own choice, so its
// other terms say what choosing them too would add; an "and" one with it, so they say what is left.
//
// Counting groups a listing's link rows (hundreds of milliseconds for the whole shop at 100,000
// products), yet the answer changes only with the catalogue: results are kept per catalogue
// version, which the product table's term vocabulary already tracks (one object per version, so
// a new version starts with an empty cache), and per filter.

/** Distinct listings and filters remembered per catalogue version. */
const FACETS_PER_VERSION = 500;
// Promises, so the requests that arrive while a listing is being counted share that one count.
const rememberedFacets = perCatalogVersion<Promise<ListingFacets>>(FACETS_PER_VERSION);

function withoutPrice(filter: ListingFilter): ListingFilter {
  const { priceRange: _ignored, ...rest } = filter;
  return rest;
}

/** The unfiltered shop: its term counts are the catalogue-wide ones the vocabulary already holds. */
function isWholeShop(filter: ListingFilter): boolean {
  const { categoryIds, tagId, searchWords, featuredOnly, priceRange, attributeFilters } = filter;
  return categoryIds === null && tagId === null && searchWords.length === 0 && featuredOnly !== true && !priceRange && (attributeFilters?.length ?? 0) === 0;
}

function vocabularyCounts(terms: TableTerms): TermCount[] {
  return terms.facets.attributes.flatMap((attribute) =>
    attribute.options.map((option) => ({ attributeId: terms.attributeIds.get(attribute.slug) ?? 0, termSlug: option.slug, count: option.count })),
  );
}

async function countFacets(db: Kysely<Database>, filter: ListingFilter, active: ActiveListingFilters, terms: TableTerms): Promise<ListingFacets> {
  const own = catalogDb(db);
  const orAttributes = (filter.attributeFilters ?? []).filter((a) => a.queryType === "or");
  const [all, priceBounds, ...ownCounts] = await Promise.all([
    // The same listed products (published, shown in the shop) as the product table counts.
    isWholeShop(filter) ? vocabularyCounts(terms) : countListingTerms(own, filter),
    findListingPriceBounds(own, withoutPrice(filter)),
    ...orAttributes.map((a) =>
      countListingTerms(own, { ...filter, attributeFilters: (filter.attributeFilters ?? []).filter((other) => other !== a) }, a.attributeId),
    ),
  ]);
  const counts = new Map<string, number>();
  const put = (rows: TermCount[]) => rows.forEach((row) => counts.set(`${row.attributeId}/${row.termSlug}`, row.count));
  // An "or" attribute's own counts replace the all-filters ones.
  put(all.filter((row) => !orAttributes.some((a) => a.attributeId === row.attributeId)));
  ownCounts.forEach(put);

  const attributes = terms.facets.attributes.flatMap((attribute): AttributeFacetWidget[] => {
    const attributeId = terms.attributeIds.get(attribute.slug);
    const chosen = active.attributes.find((a) => a.slug === attribute.slug);
    const widgetTerms = attribute.options
      .map((option) => ({
        slug: option.slug,
        name: option.name,
        count: counts.get(`${attributeId ?? 0}/${option.slug}`) ?? 0,
        chosen: chosen?.terms.some((t) => t.slug === option.slug) ?? false,
      }))
      // Terms without products are not offered; a chosen one stays, so it can be taken off.
      .filter((term) => term.count > 0 || term.chosen);
    return widgetTerms.length > 0 ? [{ slug: attribute.slug, name: attribute.name, queryType: chosen?.queryType ?? "or", terms: widgetTerms }] : [];
  });
  return { attributes, priceBounds };
}

/** `now` (milliseconds) is a parameter so tests can move past the catalogue version check. */
export async function getListingFacets(db: Kysely<Database>, filter: ListingFilter, active: ActiveListingFilters, now = Date.now()): Promise<ListingFacets> {
  const terms = await getProductTableTerms(db, now);
  const key = JSON.stringify([filter, active.attributes.map((a) => [a.slug, a.queryType])]);
  return rememberedFacets(terms, key, () => countFacets(db, filter, active, terms));
}
