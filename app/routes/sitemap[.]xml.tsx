import { listSitemapEntries } from "../../server/catalog/list-sitemap-entries.ts";
import { listPages } from "../../server/content/list-pages.ts";
import { servicesContext } from "../context.ts";
import type { Route } from "./+types/sitemap[.]xml";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const origin = config.shop.url;
  const [entries, pages] = await Promise.all([listSitemapEntries(db), listPages(db)]);
  const urls = [
    { loc: `${origin}/`, lastmod: null },
    { loc: `${origin}/shop`, lastmod: null },
    ...entries.map((e) => ({ loc: origin + e.path, lastmod: e.updatedAt })),
    ...pages.map((p) => ({ loc: `${origin}/${p.slug}`, lastmod: p.updatedAt })),
  ];
  const body = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls.map((u) => `<url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : ""}</url>`),
    `</urlset>`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
