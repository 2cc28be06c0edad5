import { ProductArchive } from "../components/catalog/product-archive.tsx";
import { loadArchive } from "../components/catalog/load-archive.server.ts";
import { servicesContext } from "../context.ts";
import { seoMeta } from "../seo/seo.ts";
import type { Route } from "./+types/shop";

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const search = new URL(request.url).searchParams.get("s")?.trim() ?? "";
  const title = search ? `Search results: “${search}”` : "Shop";
  return { ...(await loadArchive(services, request, {}, title)), shopName: services.config.shop.name };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, loaderData?.shopName ?? "");

export default function Shop({ loaderData }: Route.ComponentProps) {
  const title = loaderData.query.search ? `Search results: “${loaderData.query.search}”` : "Shop";
  return (
    <ProductArchive
      {...loaderData}
      title={title}
      breadcrumbs={[
        { name: "Home", href: "/" },
        { name: "Shop", href: "/shop" },
      ]}
    />
  );
}
