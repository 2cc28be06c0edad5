import { redirect, useRouteLoaderData } from "react-router";
import { listProducts } from "../../server/catalog/list-products.ts";
import { getShopPriceDisplay } from "../../server/tax/get-shop-price-display.ts";
import { ProductCard } from "../components/product/product-card.tsx";
import { servicesContext } from "../context.ts";
import { t } from "../i18n/t.ts";
import { seoMeta } from "../seo/seo.ts";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "./+types/home";

const HOME_PRODUCT_COUNT = 8;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const url = new URL(request.url);
  // WooCommerce's search URL is /?s=term&post_type=product; keep old links working.
  const search = url.searchParams.get("s");
  if (search !== null) throw redirect(`/shop?${new URLSearchParams({ s: search })}`, 301);
  const latest = await listProducts(db, { orderBy: "date", page: 1, perPage: HOME_PRODUCT_COUNT }, new Date(), await getShopPriceDisplay(db));
  return {
    latest: latest.products,
    currency: config.shop.currency,
    locale: config.shop.locale,
    shopName: config.shop.name,
    seo: {
      title: t("nav.home"),
      description: t("home.metaDescription", config.shop.name),
      canonical: `${config.shop.url}/`,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, loaderData?.shopName ?? "");

export default function Home({ loaderData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <main id="main" className="home">
      <section className="home__hero">
        <h1>{loaderData.shopName}</h1>
        <p>{t("home.tagline")}</p>
        <a className="button" href="/shop">
          {t("home.browse")}
        </a>
      </section>
      {shell && shell.menu.length > 0 && (
        <section aria-labelledby="home-categories">
          <h2 id="home-categories">{t("home.byCategory")}</h2>
          <ul className="category-list">
            {shell.menu.map((category) => (
              <li key={category.path}>
                <a href={`/product-category/${category.path}`}>{category.name}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="home-latest">
        <h2 id="home-latest">{t("home.latest")}</h2>
        <ul className="products-grid">
          {loaderData.latest.map((product) => (
            <li key={product.id} className="products-grid__item" data-product-id={product.id}>
              <ProductCard product={product} currency={loaderData.currency} locale={loaderData.locale} headingLevel={3} />
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
