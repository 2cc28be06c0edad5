import { data, redirect } from "react-router";
import { HOME_PAGE_SLUG } from "../../server/content/content.ts";
import { getPage } from "../../server/content/get-page.ts";
import { editorAwareHeaders } from "../components/content/editor-aware-headers.ts";
import { BlockList } from "../components/content/blocks/block-list.tsx";
import { loadBlockData } from "../components/content/blocks/load-block-data.server.ts";
import { PageEditorLink, PageEditorNotice } from "../components/content/page-editor-bar.tsx";
import { withPageEditor } from "../components/content/page-editor.server.ts";
import { editBlockPath } from "../components/content/page-edit-paths.ts";
import { servicesContext } from "../context.ts";
import { describe, seoMeta } from "../seo/seo.ts";
import type { Route } from "./+types/page";
import type { StylesHandle } from "../styles/style-parts.ts";

// Content pages (about, terms, privacy …) live at the root, as WordPress pages do, made of blocks
// (decision 040). Anonymous visitors all get the same HTML (the page cache keeps it); only a
// visitor with a session cookie (never served from the cache) is looked up, and editors then get
// the page's edit links (spec §6) in a private, uncached page.
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { db, config } = services;
  // The home page is a page too, but its address is the root.
  if (params.slug === HOME_PAGE_SLUG) throw redirect("/", 301);
  const page = await getPage(db, params.slug);
  if (!page) throw data(null, { status: 404 });
  const seo = {
    title: page.title,
    description: describe(page.content, page.title),
    canonical: `${config.shop.url}/${page.slug}`,
  };
  const blockData = await loadBlockData(services, request, page.blocks, `/${page.slug}`);
  const shop = { shopName: config.shop.name, currency: config.shop.currency, locale: config.shop.locale };
  return withPageEditor(services, request, page.slug, { page, blockData, seo, ...shop });
}

export const headers: Route.HeadersFunction = editorAwareHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, loaderData?.shopName ?? "");

// Content blocks, whose products and product table blocks show product cards and the table with its quick view; editors get the block builder's dialog (media-blocks.css, account.css) (decision 055).
export const handle = { styles: ["product", "productTable", "contentBlocks", "mediaBlocks", "account"] } satisfies StylesHandle;

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, editor } = loaderData;
  return (
    <main id="main" className="content-page">
      <PageEditorNotice editor={editor} />
      <h1>{page.title}</h1>
      <PageEditorLink editor={editor} />
      <BlockList
        blocks={page.blocks}
        data={loaderData.blockData}
        shopName={loaderData.shopName}
        currency={loaderData.currency}
        locale={loaderData.locale}
        leadingHeroIsPageHeading={false}
        builderHref={editor === null ? null : (index) => editBlockPath(page.slug, index)}
      />
    </main>
  );
}
