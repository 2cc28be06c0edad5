import { t } from "../i18n/t.ts";
import type { MetaDescriptor } from "react-router";

export interface Seo {
  title: string;
  description: string;
  /** Absolute URL of the canonical page. */
  canonical: string;
  image?: string | undefined;
  type?: "website" | "product";
  /** Search results and deep pages ask not to be indexed. */
  noindex?: boolean;
}

const DESCRIPTION_MAX = 160;

/** Plain text from product HTML, cut on a word boundary for a meta description. */
export function describe(html: string, fallback: string): string {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();
  if (!text) return fallback;
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

export function seoMeta(seo: Seo | undefined, shopName: string): MetaDescriptor[] {
  if (!seo) return [{ title: shopName }];
  const title = t("layout.titleWithShop", seo.title, shopName);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:site_name", content: shopName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:type", content: seo.type ?? "website" },
  ];
  if (seo.image) tags.push({ property: "og:image", content: seo.image });
  if (seo.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}

/** JSON-LD for a <script type="application/ld+json">; "<" is escaped so it can't close the tag. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
