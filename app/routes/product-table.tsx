import { QuickViewWordsScript } from "../components/product-table/quick-view/quick-view-words-script.tsx";
import { RowVariationsWordsScript } from "../components/product-table/row-variations/row-variations-words-script.tsx";
import { ProductTable } from "../components/product-table/product-table.tsx";
import { loadProductTable } from "../components/product-table/load-product-table.server.ts";
import { servicesContext } from "../context.ts";
import { productTableText } from "../i18n/product-table-messages.en.ts";
import { t } from "../i18n/t.ts";
import { seoMeta } from "../seo/seo.ts";
import type { Route } from "./+types/product-table";

// /product-table: the product-table plugin's page, with the default columns (issue 11).
const BASE_PATH = "/product-table";

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const table = await loadProductTable(services, request, BASE_PATH);
  const title = productTableText("productTable.title");
  const filtered = new URL(request.url).search !== "";
  // One canonical URL for the table; its filtered and paged views are not pages of their own.
  const seo = { title, description: title, canonical: services.config.shop.url + BASE_PATH, noindex: filtered };
  // The table's and the quick view's scripts are this page's alone, not the shared cart script's (issue 11 budget).
  return { table, seo, shopName: services.config.shop.name, quickViewScript: services.islands.quickView, tableScript: services.islands.productTable };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, loaderData?.shopName ?? "");

export default function ProductTablePage({ loaderData }: Route.ComponentProps) {
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
      <ProductTable {...loaderData.table} />
      <QuickViewWordsScript />
      <RowVariationsWordsScript />
      <script type="module" src={loaderData.quickViewScript} />
      <script type="module" src={loaderData.tableScript} />
    </main>
  );
}
