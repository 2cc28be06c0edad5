import type { Selectable } from "kysely";
import type { PagesTable } from "../db/schema.ts";
import type { ContentDb } from "./content-db.ts";
import { HOME_PAGE_SLUG, type ContentPage, type ContentPageInput, type PageLink } from "./content.ts";
import { readStoredBlocks, richTextOf, storeBlocks } from "./validate-blocks.ts";

function toPage(row: Selectable<PagesTable>): ContentPage {
  const blocks = readStoredBlocks(row.blocks);
  return { id: row.id, slug: row.slug, title: row.title, blocks, content: richTextOf(blocks), menuOrder: row.menu_order, updatedAt: row.updated_at };
}

export async function findPublishedPage(db: ContentDb, slug: string): Promise<ContentPage | null> {
  const row = await db.selectFrom("pages").selectAll().where("slug", "=", slug).where("status", "=", "publish").executeTakeFirst();
  return row ? toPage(row) : null;
}

/** The pages menus and the sitemap list: all published ones but the home page, which is "/". */
export async function loadPublishedPages(db: ContentDb): Promise<PageLink[]> {
  const rows = await db
    .selectFrom("pages")
    .select(["id", "slug", "title", "menu_order", "updated_at"])
    .where("status", "=", "publish")
    .where("slug", "!=", HOME_PAGE_SLUG)
    .orderBy("menu_order")
    .orderBy("title")
    .execute();
  return rows.map((row) => ({ id: row.id, slug: row.slug, title: row.title, menuOrder: row.menu_order, updatedAt: row.updated_at }));
}

/** Inserts or updates by slug; returns true when a row was written. */
export async function upsertPage(db: ContentDb, page: ContentPageInput, now: string): Promise<boolean> {
  const blocks = storeBlocks(page.blocks);
  // `content` keeps the rich text too, so an older version reading the row still has the page's text.
  const content = richTextOf(page.blocks);
  const existing = await db.selectFrom("pages").select(["id", "title", "blocks", "menu_order"]).where("slug", "=", page.slug).executeTakeFirst();
  if (!existing) {
    await db.insertInto("pages").values({ slug: page.slug, title: page.title, content, blocks, menu_order: page.menuOrder, updated_at: now }).execute();
    return true;
  }
  if (existing.title === page.title && existing.blocks === blocks && existing.menu_order === page.menuOrder) return false;
  await db.updateTable("pages").set({ title: page.title, content, blocks, menu_order: page.menuOrder, updated_at: now }).where("id", "=", existing.id).execute();
  return true;
}

/**
 * What changes when a page does: how many pages there are and when one last changed (every write
 * stamps updated_at), as text. The count tells a page added in the same millisecond as the last change.
 */
export async function readPagesVersion(db: ContentDb): Promise<string> {
  const row = await db.selectFrom("pages").select((eb) => [eb.fn.countAll().as("count"), eb.fn.max("updated_at").as("newest")]).executeTakeFirst();
  return `${row?.count ?? 0}|${row?.newest ?? ""}`;
}
