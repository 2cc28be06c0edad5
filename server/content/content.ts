import type { Block } from "./blocks.ts";

export interface ContentPage {
  id: number;
  slug: string;
  title: string;
  /** What the page shows, in order (decision 040). */
  blocks: Block[];
  /** The page's rich-text blocks' HTML, joined (written by the shop's editors): for descriptions and the checkout's terms. */
  content: string;
  menuOrder: number;
  updatedAt: string;
}

/** A page as menus and the sitemap list it: no blocks, so listing never reads or checks them. */
export type PageLink = Pick<ContentPage, "id" | "slug" | "title" | "menuOrder" | "updatedAt">;

export interface ContentPageInput {
  slug: string;
  title: string;
  blocks: Block[];
  menuOrder: number;
}

/** The home page is a page like the others, under this reserved slug; / shows it, menus leave it out. */
export const HOME_PAGE_SLUG = "home";

/** The fields of the edit form; a failure names the one to show the error beside. */
export type PageEditField = "title" | "blocks";
