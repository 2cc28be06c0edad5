import { parseFilterParams } from "../../app/components/catalog/listing-filter-params.ts";
import { getListingFacets } from "../../server/catalog/get-listing-facets.ts";
import { buildListingFilter } from "../../server/catalog/list-products.ts";
import { listingFilterInput } from "../../server/catalog/listing-filters.ts";
import { resolveListingFilters } from "../../server/catalog/resolve-listing-filters.ts";
import { connectDatabase } from "../../server/db/connect.ts";

/**
 * Milliseconds the shop sidebar's counts for a listing address take when nothing is cached (a
 * fresh connection has empty per-version caches): the term vocabulary, then the listing's counts.
 */
export async function timeFirstFacetCounts(databaseUrl: string, path: string): Promise<number> {
  const database = connectDatabase(databaseUrl);
  try {
    const url = new URL(path, "http://bench.test");
    const category = /^\/product-category\/(?:.*\/)?([^/]+)$/.exec(url.pathname)?.[1];
    const started = performance.now();
    const active = await resolveListingFilters(database.db, parseFilterParams(url.searchParams, "USD"));
    const filter = await buildListingFilter(database.db, { ...(category ? { category } : {}), ...listingFilterInput(active) });
    if (filter === null) throw new Error(`no listing at ${path}`);
    await getListingFacets(database.db, filter, active);
    return performance.now() - started;
  } finally {
    await database.close();
  }
}
