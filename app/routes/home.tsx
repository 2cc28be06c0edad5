import { redirect } from "react-router";
import type { Block } from "../../server/content/blocks.ts";
import { HOME_PAGE_SLUG } from "../../server/content/content.ts";
import { getPage } from "../../server/content/get-page.ts";
import { editorAwareHeaders } from "../components/content/editor-aware-headers.ts";
import { BlockList } from "../components/content/blocks/block-list.tsx";
import { loadBlockData } from "../components/content/blocks/load-block-data.server.ts";
import { PageEditorLink, PageEditorNotice } from "../components/content/page-editor-bar.tsx";
import { withPageEditor } from "../components/content/page-editor.server.ts";
import { editBlockPath } from "../components/content/page-edit-paths.ts";
import { servicesContext } from "../context.ts";
import { t } from "../i18n/t.ts";
import { seoMeta } from "../seo/seo.ts";
import type { Route } from "./+types/home";
import type { StylesHandle } from "../styles/style-parts.ts";

// The home page is the page stored under the reserved slug "home", made of blocks (decision 040):
// the demo shows a hero, a product slider, the newest products, count-up numbers and an FAQ.
// As on content pages, editors get its edit links in a private page; everyone else shares one HTML.

/** If the home page was deleted by hand: the shop's name, so / is never empty. */
const FALLBACK_BLOCKS: Block[] = [{ type: "hero", anchor: "", heading: "", text: "", buttonLabel: "", buttonHref: "", backgroundImage: "", parallax: false }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { db, config } = services;
  const url = new URL(request.url);
  // WooCommerce's search URL is /?s=term&post_type=product; keep old links working.
  const search = url.searchParams.get("s");
  if (search !== null) throw redirect(`/shop?${new URLSearchParams({ s: search })}`, 301);
  const page = await getPage(db, HOME_PAGE_SLUG);
  const blocks = page?.blocks ?? FALLBACK_BLOCKS;
  const loaded = {
    blocks,
    blockData: await loadBlockData(services, request, blocks, "/"),
    currency: config.shop.currency,
    locale: config.shop.locale,
    shopName: config.shop.name,
    seo: {
      title: t("nav.home"),
      description: t("home.metaDescription", config.shop.name),
      canonical: `${config.shop.url}/`,
    },
  };
  return withPageEditor(services, request, page?.slug ?? null, loaded);
}

export const headers: Route.HeadersFunction = editorAwareHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, loaderData?.shopName ?? "");

// Content blocks, whose products and product table blocks show product cards and the table with its quick view; editors get the block builder's dialog (media-blocks.css, account.css) (decision 055).
export const handle = { styles: ["product", "productTable", "contentBlocks", "mediaBlocks", "account"] } satisfies StylesHandle;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { blocks, editor } = loaderData;
  const heroFirst = blocks[0]?.type === "hero";
  return (
    <main id="main" className="home">
      <PageEditorNotice editor={editor} />
      {/* The page's heading is the leading hero's; without one, the shop's name, for screen readers and outlines. */}
      {!heroFirst && <h1 className="visually-hidden">{loaderData.shopName}</h1>}
      <PageEditorLink editor={editor} />
      <BlockList
        blocks={blocks}
        data={loaderData.blockData}
        shopName={loaderData.shopName}
        currency={loaderData.currency}
        locale={loaderData.locale}
        leadingHeroIsPageHeading
        builderHref={editor === null ? null : (index) => editBlockPath(HOME_PAGE_SLUG, index)}
      />
    </main>
  );
}
