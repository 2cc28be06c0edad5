import { ProductArchive } from "../components/catalog/product-archive.tsx";
import { archiveContext } from "../components/catalog/archive-context.ts";
import { loadArchive } from "../components/catalog/load-archive.server.ts";
import { servicesContext } from "../context.ts";
import { t } from "../i18n/t.ts";
import { useRequestValue } from "../request-context.tsx";
import { seoMeta } from "../seo/seo.ts";
import type { Route } from "./+types/shop";
import type { StylesHandle } from "../styles/style-parts.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const search = new URL(request.url).searchParams.get("s")?.trim() ?? "";
  const title = search ? t("search.resultsTitle", search) : t("nav.shop");
  const archive = await loadArchive(services, request, {}, title);
  context.set(archiveContext, archive);
  return { seo: archive.seo, shopName: services.config.shop.name };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, loaderData?.shopName ?? "");

// Product cards, the filters sidebar (a dialog on phones) and the quick view, whose dialog shows the product table's markup (decision 055).
export const handle = { styles: ["product", "productTable", "listingFilters"] } satisfies StylesHandle;

export default function Shop() {
  const archive = useRequestValue(archiveContext);
  const title = archive.query.search ? t("search.resultsTitle", archive.query.search) : t("nav.shop");
  return (
    <ProductArchive
      {...archive}
      title={title}
      breadcrumbs={[
        { name: t("nav.home"), href: "/" },
        { name: t("nav.shop"), href: "/shop" },
      ]}
    />
  );
}
