import { data } from "react-router";
import { getTagBySlug } from "../../server/catalog/get-term.ts";
import { ProductArchive } from "../components/catalog/product-archive.tsx";
import { archiveContext } from "../components/catalog/archive-context.ts";
import { loadArchive } from "../components/catalog/load-archive.server.ts";
import { servicesContext } from "../context.ts";
import { t } from "../i18n/t.ts";
import { useRequestValue } from "../request-context.tsx";
import { seoMeta } from "../seo/seo.ts";
import type { Route } from "./+types/product-tag";
import type { StylesHandle } from "../styles/style-parts.ts";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const tag = await getTagBySlug(services.db, params.slug);
  if (!tag) throw data(null, { status: 404 });
  const archive = await loadArchive(services, request, { tag: tag.slug }, t("archive.taggedTitle", tag.name));
  context.set(archiveContext, archive);
  return { seo: archive.seo, tag, shopName: services.config.shop.name };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, loaderData?.shopName ?? "");

// Product cards, the filters sidebar (a dialog on phones) and the quick view, whose dialog shows the product table's markup (decision 055).
export const handle = { styles: ["product", "productTable", "listingFilters"] } satisfies StylesHandle;

export default function ProductTag({ loaderData }: Route.ComponentProps) {
  const archive = useRequestValue(archiveContext);
  const { tag } = loaderData;
  return (
    <ProductArchive
      {...archive}
      title={t("archive.taggedTitle", tag.name)}
      breadcrumbs={[
        { name: t("nav.home"), href: "/" },
        { name: t("nav.shop"), href: "/shop" },
        { name: tag.name, href: `/product-tag/${tag.slug}` },
      ]}
    />
  );
}
