import { ProductArchive } from "../components/catalog/product-archive.tsx";
import { loadArchive } from "../components/catalog/load-archive.server.ts";
import { servicesContext } from "../context.ts";
import { t } from "../i18n/t.ts";
import { seoMeta } from "../seo/seo.ts";
import type { Route } from "./+types/shop";

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const search = new URL(request.url).searchParams.get("s")?.trim() ?? "";
  const title = search ? t("search.resultsTitle", search) : t("nav.shop");
  return { ...(await loadArchive(services, request, {}, title)), shopName: services.config.shop.name };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, loaderData?.shopName ?? "");

export default function Shop({ loaderData }: Route.ComponentProps) {
  const title = loaderData.query.search ? t("search.resultsTitle", loaderData.query.search) : t("nav.shop");
  return (
    <ProductArchive
      {...loaderData}
      title={title}
      breadcrumbs={[
        { name: t("nav.home"), href: "/" },
        { name: t("nav.shop"), href: "/shop" },
      ]}
    />
  );
}
