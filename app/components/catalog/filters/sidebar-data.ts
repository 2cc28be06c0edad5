import type { ActiveListingFilters, SidebarFacets } from "../../../../server/catalog/listing-filters.ts";
import { archivePageUrl, type ArchiveQuery } from "../archive-query.ts";
import type { CategoryLink } from "../category-links.ts";
import { filterParamPairs, type FilterState } from "../listing-filter-params.ts";

/** What the shop sidebar shows, as the archive loader hands it over. */
export interface SidebarData {
  filters: ActiveListingFilters;
  filterState: FilterState;
  facets: SidebarFacets;
  categories: CategoryLink[];
}

/** Where the widgets' links and forms lead: this listing, first page, same order and search. */
export interface ListingTarget {
  basePath: string;
  query: Pick<ArchiveQuery, "orderBy" | "search">;
  currency: string;
  locale: string;
}

/** The listing's address with other filters (back to page 1: the old page may not exist). */
export function filteredUrl(target: ListingTarget, state: FilterState): string {
  return archivePageUrl(target.basePath, 1, { ...target.query, filterParams: filterParamPairs(state, target.currency) });
}
