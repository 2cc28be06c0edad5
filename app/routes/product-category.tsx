import { data } from "react-router";
import { getCategoryTrail } from "../../server/catalog/get-term.ts";
import { ProductArchive } from "../components/catalog/product-archive.tsx";
import { archiveContext } from "../components/catalog/archive-context.ts";
import { loadArchive } from "../components/catalog/load-archive.server.ts";
import { splitPagePath } from "../components/catalog/archive-query.ts";
import { servicesContext } from "../context.ts";
import { t } from "../i18n/t.ts";
import { useRequestValue } from "../request-context.tsx";
import { seoMeta } from "../seo/seo.ts";
import type { Route } from "./+types/product-category";
import type { StylesHandle } from "../styles/style-parts.ts";

// /product-category/clothing/hoodies/page/2/: parents in the path, as WooCommerce permalinks have.
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const slugs = splitPagePath(`/${params["*"] ?? ""}`).basePath.split("/").filter(Boolean);
  const trail = await getCategoryTrail(services.db, slugs);
  const category = trail?.[trail.length - 1];
  if (!trail || !category) throw data(null, { status: 404 });
  const archive = await loadArchive(services, request, { category: category.slug }, category.name, category.description);
  context.set(archiveContext, archive);
  return { seo: archive.seo, trail, category, shopName: services.config.shop.name };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, loaderData?.shopName ?? "");

// Product cards, the filters sidebar (a dialog on phones) and the quick view, whose dialog shows the product table's markup (decision 055).
export const handle = { styles: ["product", "productTable", "listingFilters"] } satisfies StylesHandle;

export default function ProductCategory({ loaderData }: Route.ComponentProps) {
  const archive = useRequestValue(archiveContext);
  const { category, trail } = loaderData;
  const crumbs = trail.map((c, index) => ({
    name: c.name,
    href: `/product-category/${trail.slice(0, index + 1).map((t) => t.slug).join("/")}`,
  }));
  return (
    <ProductArchive
      {...archive}
      title={category.name}
      description={category.description}
      breadcrumbs={[{ name: t("nav.home"), href: "/" }, { name: t("nav.shop"), href: "/shop" }, ...crumbs]}
    />
  );
}
