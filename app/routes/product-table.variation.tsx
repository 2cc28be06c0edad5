import { findVariation } from "../../server/catalog/find-variation.ts";
import { getShopPriceDisplay } from "../../server/tax/get-shop-price-display.ts";
import { parseQuickViewId } from "../components/product-table/quick-view/quick-view-id.ts";
import { rowVariation } from "../components/product-table/row-variations/row-variations-payload.server.tsx";
import { servicesContext } from "../context.ts";
import { t } from "../i18n/t.ts";
import type { Route } from "./+types/product-table.variation";

// GET /product-table/variation/<product id>?attribute_<key>=<slug>…: the variation a table row (or
// the quick view) chose, for products too large to embed their variations (decision 037). It
// matches as the Store API's lookup does (findVariation) and answers the row's shape: flags,
// picture, and the price and stock line rendered as the table renders them. The same for every
// visitor, so it may be cached briefly. Anything it cannot match is a 404, never a 5xx.

const MAX_ATTRIBUTES = 20;
const MAX_VALUE_LENGTH = 200;

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8", ...headers } });
}

function noMatch(): Response {
  return json({ code: "no_matching_variation", message: t("variations.noMatch") }, 404);
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const productId = parseQuickViewId(params.id);
  if (productId === null) return noMatch();
  const chosen = [...new URL(request.url).searchParams].filter(([name]) => name.startsWith("attribute_"));
  if (chosen.length > MAX_ATTRIBUTES || chosen.some(([name, value]) => name.length > MAX_VALUE_LENGTH || value.length > MAX_VALUE_LENGTH)) return noMatch();
  const { db, config } = context.get(servicesContext);
  const variation = await findVariation(db, productId, Object.fromEntries(chosen), new Date(), await getShopPriceDisplay(db));
  if (variation === null) return noMatch();
  return json(rowVariation(variation, config.shop.currency, config.shop.locale), 200, { "Cache-Control": "public, max-age=60" });
}
