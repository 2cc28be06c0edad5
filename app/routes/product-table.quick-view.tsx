import { renderToStaticMarkup } from "react-dom/server";
import { getQuickViewProduct } from "../../server/catalog/get-quick-view-product.ts";
import { getShopPriceDisplay } from "../../server/tax/get-shop-price-display.ts";
import { QuickViewContent } from "../components/product-table/quick-view/quick-view-content.tsx";
import { parseQuickViewId } from "../components/product-table/quick-view/quick-view-id.ts";
import { rowVariationsView } from "../components/product-table/row-variations/row-variations-view.server.ts";
import { servicesContext } from "../context.ts";
import { productTableText } from "../i18n/product-table-messages.en.ts";
import type { Route } from "./+types/product-table.quick-view";

// GET /product-table/quick-view/<product id>: the quick view's content as an HTML fragment (issue
// 11, spec §7). It is the same for every visitor and answered as text/html outside /api/, so the
// page cache keeps it until the catalogue changes, as it keeps the product page. An id that is not
// a plain positive integer, or names no published product, is a 404 with §8's words.

const HTML = "text/html; charset=utf-8";

function notFound(): Response {
  const html = renderToStaticMarkup(<p className="quick-view__error" data-code="content_not_found">{productTableText("productTable.contentNotFound")}</p>);
  return new Response(html, { status: 404, headers: { "Content-Type": HTML } });
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const productId = parseQuickViewId(params.id);
  if (productId === null) return notFound();
  const { db, config } = context.get(servicesContext);
  const product = await getQuickViewProduct(db, productId, new Date(), await getShopPriceDisplay(db));
  if (product === null) return notFound();
  const { currency, locale } = config.shop;
  const variations = product.variationForm === null ? null : rowVariationsView(product.variationForm, currency, locale);
  const html = renderToStaticMarkup(<QuickViewContent product={product} variations={variations} currency={currency} locale={locale} />);
  // Browsers revalidate (the content follows the catalogue); the server's page cache answers that.
  return new Response(html, { headers: { "Content-Type": HTML, "Cache-Control": "public, no-cache" } });
}
