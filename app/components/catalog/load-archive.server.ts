import { data } from "react-router";
import { getListingFacets } from "../../../server/catalog/get-listing-facets.ts";
import { getProductTableTerms } from "../../../server/catalog/get-product-table-terms.ts";
import { buildListingFilter, listFilteredProducts } from "../../../server/catalog/list-products.ts";
import { hasActiveFilters, listingFilterInput, shownPriceBounds } from "../../../server/catalog/listing-filters.ts";
import { resolveListingFilters } from "../../../server/catalog/resolve-listing-filters.ts";
import { priceFilterConversions } from "../../../server/tax/price-filter-conversions.ts";
import { readShopPriceRules, shopPriceDisplay } from "../../../server/tax/get-shop-price-display.ts";
import type { Services } from "../../context.ts";
import { t } from "../../i18n/t.ts";
import type { Seo } from "../../seo/seo.ts";
import { archivePageUrl, parseArchiveQuery, splitPagePath } from "./archive-query.ts";
import { filterParamPairs, filterStateOf, parseFilterParams } from "./listing-filter-params.ts";
import { categoryLinks } from "./category-links.ts";

export interface ArchiveFilter {
  category?: string;
  tag?: string;
}

/** Shared by /shop, search results and the category and tag archives. */
export async function loadArchive(services: Services, request: Request, filter: ArchiveFilter, title: string, description = "") {
  const { db, config } = services;
  const url = new URL(request.url);
  const currency = config.shop.currency;
  // Filters the catalogue does not know are dropped here, so links and chips carry only real ones.
  const [filters, priceRules] = await Promise.all([resolveListingFilters(db, parseFilterParams(url.searchParams, currency)), readShopPriceRules(db)]);
  const priceFilter = priceFilterConversions(priceRules);
  const filterState = filterStateOf(filters);
  const query = { ...parseArchiveQuery(url), filterParams: filterParamPairs(filterState, currency) };
  const { basePath } = splitPagePath(url.pathname);
  const perPage = config.shop.productsPerPage;
  const scope = { ...filter, ...(query.search ? { search: query.search } : {}), ...listingFilterInput(filters, priceFilter) };
  // One filter for the grid and the sidebar's counts.
  const listingFilter = await buildListingFilter(db, scope);
  const [result, terms, facets] = await Promise.all([
    listFilteredProducts(db, listingFilter, { orderBy: query.orderBy, page: query.page, perPage }, new Date(), shopPriceDisplay(priceRules)),
    getProductTableTerms(db),
    listingFilter ? getListingFacets(db, listingFilter, filters) : { attributes: [], priceBounds: [] },
  ]);
  // The catalogue's bounds are entered prices; the price widget shows them as the shop shows prices.
  const priceBounds = shownPriceBounds(facets.priceBounds, priceFilter);
  if (query.page > 1 && query.page > result.pageCount) {
    throw data(null, { status: 404 });
  }
  const origin = config.shop.url;
  const seo: Seo = {
    title: query.page > 1 ? t("archive.pagedTitle", title, query.page) : title,
    description: description || t("archive.metaDescription", title, config.shop.name, result.total),
    canonical: origin + archivePageUrl(basePath, query.page, { orderBy: "menu_order", search: query.search }),
    // Every filter combination is its own address: search engines get the unfiltered listing.
    noindex: Boolean(query.search) || hasActiveFilters(filters),
  };
  return {
    seo,
    basePath,
    query,
    products: result.products,
    total: result.total,
    pageCount: result.pageCount,
    perPage,
    currency,
    sidebar: { filters, filterState, facets: { ...facets, priceBounds }, categories: categoryLinks(terms.facets.categories) },
    locale: config.shop.locale,
    // Shop-wide, so it belongs in the cached page: the quick view's script, or none (issue 11).
    quickViewScript: config.productTable.quickViewOnListings ? services.islands.quickView : null,
  };
}
