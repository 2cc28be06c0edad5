import { data } from "react-router";
import { getPage } from "../../server/content/get-page.ts";
import { mayEditPages } from "../../server/content/edit-page.ts";
import { readSignedIn } from "../components/account/account-session.server.ts";
import { editPagePath, PAGE_UPDATED_PARAM } from "../components/content/page-edit-paths.ts";
import { servicesContext } from "../context.ts";
import { t } from "../i18n/t.ts";
import { describe, seoMeta } from "../seo/seo.ts";
import type { Route } from "./+types/page";

// Content pages (about, terms, privacy …) live at the root, as WordPress pages do. Anonymous
// visitors all get the same HTML (the page cache keeps it); only a visitor with a session cookie
// (never served from the cache) is looked up, and editors then get the page's edit link (spec §6).
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { db, config } = services;
  const page = await getPage(db, params.slug);
  if (!page) throw data(null, { status: 404 });
  const seo = {
    title: page.title,
    description: describe(page.content, page.title),
    canonical: `${config.shop.url}/${page.slug}`,
  };
  const signedIn = await readSignedIn(services, request);
  if (signedIn === null || !mayEditPages(signedIn.customer)) return { page, seo, shopName: config.shop.name, editor: null };
  const editor = { editHref: editPagePath(page.slug), updated: new URL(request.url).searchParams.get(PAGE_UPDATED_PARAM) === "1" };
  return data({ page, seo, shopName: config.shop.name, editor }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Only an editor's page adds a header (no-store); everyone else's response is unchanged. */
export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const merged = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl !== null) merged.set("Cache-Control", cacheControl);
  return merged;
};

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, loaderData?.shopName ?? "");

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, editor } = loaderData;
  return (
    <main id="main" className="content-page">
      {editor?.updated && (
        <div className="woocommerce-notices-wrapper">
          <p className="woocommerce-message" role="status">
            {t("page.updated")}
          </p>
        </div>
      )}
      <h1>{page.title}</h1>
      {editor && (
        <p className="content-page__edit">
          <a className="post-edit-link" href={editor.editHref}>
            {t("account.editPage")}
          </a>
        </p>
      )}
      <div className="entry-content" dangerouslySetInnerHTML={{ __html: page.content }} />
    </main>
  );
}
