import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestDatabaseHandle } from "../db/test-database.ts";
import { createTestDatabase } from "../db/test-database.ts";
import * as contentBlocks from "../db/migrations/2026-12-05-025-content-blocks.ts";
import { getPage } from "./get-page.ts";

// Migration 025 (decision 040): existing pages' HTML becomes a rich-text block, and the home page
// becomes a page holding what / showed before. Run down and up again on a database that has pages.

describe("migration 025: content blocks", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("turns each page's HTML into one rich-text block and adds the home page", async () => {
    const raw = handle.db as unknown as Kysely<unknown>;
    await contentBlocks.down(raw);
    const legacy = handle.db as unknown as Kysely<{ pages: { slug: string; title: string; content: string; updated_at: string } }>;
    await legacy.insertInto("pages").values({ slug: "about", title: "About us", content: "<p>We <em>make</em> things.</p>", updated_at: "2026-11-01T00:00:00.000Z" }).execute();
    await legacy.insertInto("pages").values({ slug: "empty", title: "Empty", content: "  ", updated_at: "2026-11-01T00:00:00.000Z" }).execute();

    await contentBlocks.up(raw);

    expect(await getPage(handle.db, "about")).toMatchObject({ title: "About us", blocks: [{ type: "richText", html: "<p>We <em>make</em> things.</p>" }], content: "<p>We <em>make</em> things.</p>", updatedAt: "2026-11-01T00:00:00.000Z" });
    expect(await getPage(handle.db, "empty")).toMatchObject({ blocks: [], content: "" });
    // Stored without anchors (the migration is frozen); reading fills in the blank default.
    expect((await getPage(handle.db, "home"))?.blocks).toEqual([
      { type: "hero", anchor: "", heading: "", text: "Everyday things, made well.", buttonLabel: "Browse the shop", buttonHref: "/shop", backgroundImage: "", parallax: false },
      { type: "products", anchor: "", heading: "New in", display: "grid", source: "newest", category: "", count: 8 },
    ]);
  });
});
