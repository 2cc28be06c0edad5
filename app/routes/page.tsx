import { data } from "react-router";
import { getPage } from "../../server/content/get-page.ts";
import { servicesContext } from "../context.ts";
import { describe, seoMeta, siteOrigin } from "../seo/seo.ts";
import type { Route } from "./+types/page";

// Content pages (about, terms, privacy …) live at the root, as WordPress pages do.
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const page = await getPage(db, params.slug);
  if (!page) throw data(null, { status: 404 });
  const seo = {
    title: page.title,
    description: describe(page.content, page.title),
    canonical: `${siteOrigin(request, config.shop.url)}/${page.slug}`,
  };
  return { page, seo, shopName: config.shop.name };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, loaderData?.shopName ?? "");

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <main id="main" className="content-page">
      <h1>{page.title}</h1>
      <div className="entry-content" dangerouslySetInnerHTML={{ __html: page.content }} />
    </main>
  );
}
