import { createContext, data, redirect } from "react-router";
import { loadMultiAddAnswer } from "../components/product-table/load-multi-add-answer.server.ts";
import { handleMultiAddPost } from "../components/product-table/multi-add-action.server.ts";
import { QuickViewWordsScript } from "../components/product-table/quick-view/quick-view-words-script.tsx";
import { RowVariationsWordsScript } from "../components/product-table/row-variations/row-variations-words-script.tsx";
import { ProductTable } from "../components/product-table/product-table.tsx";
import { loadProductTable, type ProductTableData } from "../components/product-table/load-product-table.server.ts";
import { servicesContext } from "../context.ts";
import { productTableText } from "../i18n/product-table-messages.en.ts";
import { t } from "../i18n/t.ts";
import { useRequestValue } from "../request-context.tsx";
import { seoMeta } from "../seo/seo.ts";
import type { Route } from "./+types/product-table";
import type { StylesHandle } from "../styles/style-parts.ts";

// /product-table: the product-table plugin's page, with the default columns (issue 11).
const BASE_PATH = "/product-table";

/** The table's rows: a request value, not loaderData, which React Router would encode for nothing (app/request-context.tsx). */
const productTableContext = createContext<ProductTableData>();

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const headers = new Headers();
  context.set(productTableContext, await loadProductTable(services, request, BASE_PATH));
  // The answer of this visitor's own no-JS multi-add, if one just redirected here (shown once).
  const multiAddAnswer = await loadMultiAddAnswer(services, request, headers);
  const title = productTableText("productTable.title");
  const filtered = new URL(request.url).search !== "";
  // One canonical URL for the table; its filtered and paged views are not pages of their own.
  const seo = { title, description: title, canonical: services.config.shop.url + BASE_PATH, noindex: filtered };
  // The table's and the quick view's scripts are this page's alone, not the shared cart script's (issue 11 budget).
  return data(
    { seo, multiAddAnswer, shopName: services.config.shop.name, quickViewScript: services.islands.quickView, tableScript: services.islands.productTable },
    { headers },
  );
}

/** The no-JS "Add Selected To Cart": adds the ticked rows, then back to this table view (303). */
export async function action({ context, request }: Route.ActionArgs) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const result = await handleMultiAddPost(context.get(servicesContext), request, BASE_PATH, headers);
  if ("redirect" in result) throw redirect(result.redirect, { status: 303, headers });
  return data({ multiAddError: result.error }, { status: 400, headers });
}

/** The answer's cookies (set by the action, deleted by the loader) and their no-store reach the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const merged = new Headers();
  for (const source of [actionHeaders, loaderHeaders]) {
    for (const cookie of source.getSetCookie()) merged.append("Set-Cookie", cookie);
    const cacheControl = source.get("Cache-Control");
    if (cacheControl !== null) merged.set("Cache-Control", cacheControl);
  }
  return merged;
};

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, loaderData?.shopName ?? "");

// The table, its row variations and multi-add bar, and the quick view, which shows product markup (decision 055).
export const handle = { styles: ["product", "productTable"] } satisfies StylesHandle;

export default function ProductTablePage({ loaderData, actionData }: Route.ComponentProps) {
  const table = useRequestValue(productTableContext);
  return (
    <main id="main" className="product-table-page">
      <nav aria-label={t("layout.breadcrumb")} className="breadcrumbs">
        <ol>
          <li>
            <a href="/">{t("nav.home")}</a>
          </li>
          <li>
            <span aria-current="page">{loaderData.seo.title}</span>
          </li>
        </ol>
      </nav>
      <h1>{loaderData.seo.title}</h1>
      <ProductTable {...table} multiAdd={{ answer: loaderData.multiAddAnswer, error: actionData?.multiAddError ?? null }} />
      <QuickViewWordsScript />
      <RowVariationsWordsScript />
      <script type="module" src={loaderData.quickViewScript} />
      <script type="module" src={loaderData.tableScript} />
    </main>
  );
}
