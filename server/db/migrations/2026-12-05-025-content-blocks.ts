import type { Generated, Kysely } from "kysely";

// Frozen in time: never import application code here.
// Pages are made of typed blocks (issue 12, decision 040), stored as one JSON array per page in
// pages.blocks: a page is read and written whole, so a second table would only add joins.
// - Every existing page's HTML becomes one rich-text block, so nothing it shows changes.
// - The home page becomes a page too, under the reserved slug "home", holding what / showed
//   before: the hero (a blank heading shows the shop's name) and the newest products.
// `content` stays, kept in step with the rich text, for readers of the old shape and for down().

interface PageRow {
  id: Generated<number>;
  slug: string;
  content: string;
  blocks: string;
  title: string;
  menu_order: number;
  status: string;
  updated_at: string;
}

const HOME_SLUG = "home";

const HOME_BLOCKS = [
  { type: "hero", heading: "", text: "Everyday things, made well.", buttonLabel: "Browse the shop", buttonHref: "/shop", backgroundImage: "", parallax: false },
  { type: "products", heading: "New in", display: "grid", source: "newest", category: "", count: 8 },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("pages").addColumn("blocks", "text", (c) => c.notNull().defaultTo("[]")).execute();
  const typed = db as unknown as Kysely<{ pages: PageRow }>;
  const pages = await typed.selectFrom("pages").select(["id", "content"]).execute();
  for (const page of pages) {
    const blocks = page.content.trim() === "" ? [] : [{ type: "richText", html: page.content }];
    await typed.updateTable("pages").set({ blocks: JSON.stringify(blocks) }).where("id", "=", page.id).execute();
  }
  const home = await typed.selectFrom("pages").select("id").where("slug", "=", HOME_SLUG).executeTakeFirst();
  if (home === undefined) {
    // Dated at the epoch: a shop's first seed (which writes its own home page) still counts as a change.
    await typed
      .insertInto("pages")
      .values({ slug: HOME_SLUG, title: "Home", content: "", blocks: JSON.stringify(HOME_BLOCKS), menu_order: 0, status: "publish", updated_at: new Date(0).toISOString() })
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const typed = db as unknown as Kysely<{ pages: PageRow }>;
  await typed.deleteFrom("pages").where("slug", "=", HOME_SLUG).execute();
  await db.schema.alterTable("pages").dropColumn("blocks").execute();
}
