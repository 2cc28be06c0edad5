import { data } from "react-router";
import { listProducts } from "../../../server/catalog/list-products.ts";
import { getShopPriceDisplay } from "../../../server/tax/get-shop-price-display.ts";
import type { Services } from "../../context.ts";
import { t } from "../../i18n/t.ts";
import type { Seo } from "../../seo/seo.ts";
import { archivePageUrl, parseArchiveQuery, splitPagePath } from "./archive-query.ts";

export interface ArchiveFilter {
  category?: string;
  tag?: string;
}

/** Shared by /shop, search results and the category and tag archives. */
export async function loadArchive(services: Services, request: Request, filter: ArchiveFilter, title: string, description = "") {
  const { db, config } = services;
  const url = new URL(request.url);
  const query = parseArchiveQuery(url);
  const { basePath } = splitPagePath(url.pathname);
  const perPage = config.shop.productsPerPage;
  const result = await listProducts(
    db,
    { ...filter, ...(query.search ? { search: query.search } : {}), orderBy: query.orderBy, page: query.page, perPage },
    new Date(),
    await getShopPriceDisplay(db),
  );
  if (query.page > 1 && query.page > result.pageCount) {
    throw data(null, { status: 404 });
  }
  const origin = config.shop.url;
  const seo: Seo = {
    title: query.page > 1 ? t("archive.pagedTitle", title, query.page) : title,
    description: description || t("archive.metaDescription", title, config.shop.name, result.total),
    canonical: origin + archivePageUrl(basePath, query.page, { orderBy: "menu_order", search: query.search }),
    noindex: Boolean(query.search),
  };
  return {
    seo,
    basePath,
    query,
    products: result.products,
    total: result.total,
    pageCount: result.pageCount,
    perPage,
    currency: config.shop.currency,
    locale: config.shop.locale,
    // Shop-wide, so it belongs in the cached page: the quick view's script, or none (issue 11).
    quickViewScript: config.productTable.quickViewOnListings ? services.islands.quickView : null,
  };
}
