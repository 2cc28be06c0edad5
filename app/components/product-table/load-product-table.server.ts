import { data } from "react-router";
import { listProductTable } from "../../../server/catalog/list-product-table.ts";
import { getShopPriceDisplay } from "../../../server/tax/get-shop-price-display.ts";
import type { Services } from "../../context.ts";
import { parseTableQuery } from "./table-query.ts";
import { rowVariationsView } from "./row-variations/row-variations-view.server.ts";
import type { RowVariationsView } from "./row-variations/row-variations-view.ts";
import { DEFAULT_PRODUCT_TABLE_CONFIG, type ProductTableConfig } from "./table-config.ts";

/** A product table's data for a request: its URL holds the state (table-query.ts). */
export async function loadProductTable(services: Services, request: Request, basePath: string, config: ProductTableConfig = DEFAULT_PRODUCT_TABLE_CONFIG) {
  const { db, config: settings } = services;
  const state = parseTableQuery(new URL(request.url).searchParams);
  const page = await listProductTable(db, state.query, new Date(), await getShopPriceDisplay(db));
  // A page past the last one is a dead link (as the shop's archives treat it), not an empty table.
  if (state.query.page > page.pageCount) throw data(null, { status: 404 });
  const { currency, locale } = settings.shop;
  // Each variable row's dropdowns, by product id; their prices and stock lines are worded here.
  const rowVariations: Record<number, RowVariationsView> = {};
  for (const row of page.rows) if (row.variationForm !== null) rowVariations[row.product.id] = rowVariationsView(row.variationForm, currency, locale);
  return {
    basePath,
    config,
    state,
    page,
    rowVariations,
    currency,
    locale,
    weightUnit: settings.shop.weightUnit,
    dimensionUnit: settings.shop.dimensionUnit,
  };
}

export type ProductTableData = Awaited<ReturnType<typeof loadProductTable>>;
