import { listProducts } from "../../server/catalog/list-products.ts";
import type { ProductSummary } from "../../server/catalog/catalog.ts";
import { productPath } from "../../server/catalog/product-path.ts";
import { formatMoney } from "../../server/money/format-money.ts";
import { getShopPriceDisplay } from "../../server/tax/get-shop-price-display.ts";
import { parseSuggestionTerm, SUGGESTION_LIMIT, type ProductSuggestion, type SearchSuggestionsReply } from "../components/layout/search-suggestions/search-suggestions.ts";
import { servicesContext } from "../context.ts";
import type { Route } from "./+types/search-suggestions";

// GET /search-suggestions?s=<term>: the header search's suggestions (issue 12), the first products
// the shop's own search finds for the term (the results page's search and order: relevance), as
// small JSON. The same for every visitor (no cookie is read), so browsers and proxies may keep it
// a few minutes. A term too short suggests nothing; a hostile one is a 400 with a stable code.

const MAX_AGE_S = 300;

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8", ...headers } });
}

function priceText(product: ProductSummary, currency: string, locale: string): string | null {
  if (product.priceMin === null) return null;
  const min = formatMoney(product.priceMin, currency, locale);
  return product.priceMax === null || product.priceMax === product.priceMin ? min : `${min} – ${formatMoney(product.priceMax, currency, locale)}`;
}

function suggestion(product: ProductSummary, currency: string, locale: string): ProductSuggestion {
  const image = product.image === null ? null : { url: (product.image.sizes.thumbnail ?? product.image.sizes.full).url, alt: product.image.alt };
  return { id: product.id, name: product.name, url: productPath(product.slug), price: priceText(product, currency, locale), image };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const parsed = parseSuggestionTerm(new URL(request.url).searchParams);
  if (!parsed.ok) return json({ code: parsed.code }, 400, { "Cache-Control": "no-store" });
  const cache = { "Cache-Control": `public, max-age=${MAX_AGE_S}` };
  if (parsed.term === null) return json({ products: [] } satisfies SearchSuggestionsReply, 200, cache);
  const { db, config } = context.get(servicesContext);
  const listing = await listProducts(db, { search: parsed.term, orderBy: "relevance", page: 1, perPage: SUGGESTION_LIMIT }, new Date(), await getShopPriceDisplay(db));
  const reply: SearchSuggestionsReply = { products: listing.products.map((product) => suggestion(product, config.shop.currency, config.shop.locale)) };
  return json(reply, 200, cache);
}
