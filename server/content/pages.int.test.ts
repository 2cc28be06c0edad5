import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { getPage } from "./get-page.ts";
import { listPages } from "./list-pages.ts";
import { savePage } from "./save-page.ts";

describe("content pages", () => {
  let handle: DatabaseHandle;
  const now = new Date("2026-11-21T10:00:00Z");
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("saves, updates only on change, lists in menu order and finds by slug", async () => {
    expect(await savePage(handle.db, { slug: "terms", title: "Terms", blocks: [{ type: "richText", html: "<p>t</p>" }], menuOrder: 2 }, now)).toEqual({ ok: true, changed: true });
    expect(await savePage(handle.db, { slug: "about", title: "About us", blocks: [{ type: "richText", html: "<p>a</p>" }], menuOrder: 1 }, now)).toEqual({ ok: true, changed: true });
    expect(await savePage(handle.db, { slug: "about", title: "About us", blocks: [{ type: "richText", html: "<p>a</p>" }], menuOrder: 1 }, now)).toEqual({ ok: true, changed: false });
    expect((await listPages(handle.db)).map((p) => p.slug)).toEqual(["about", "terms"]);
    expect(await getPage(handle.db, "terms")).toMatchObject({ title: "Terms", content: "<p>t</p>", updatedAt: now.toISOString() });
    expect(await getPage(handle.db, "missing")).toBeNull();
  });

  it("lists the same pages until one is saved, then the saved change at once, even within the same millisecond", async () => {
    const at = new Date("2026-11-22T08:00:00Z");
    await savePage(handle.db, { slug: "shipping", title: "Shipping", blocks: [{ type: "richText", html: "<p>s</p>" }], menuOrder: 3 }, at);
    const first = await listPages(handle.db);
    expect(await listPages(handle.db)).toBe(first);

    await savePage(handle.db, { slug: "shipping", title: "Delivery", blocks: [{ type: "richText", html: "<p>s</p>" }], menuOrder: 3 }, new Date("2026-11-22T08:00:01Z"));
    expect((await listPages(handle.db)).map((p) => p.title)).toContain("Delivery");
    // A second page saved at the very time of the last change still shows.
    await savePage(handle.db, { slug: "returns", title: "Returns", blocks: [{ type: "richText", html: "<p>r</p>" }], menuOrder: 4 }, new Date("2026-11-22T08:00:01Z"));
    expect((await listPages(handle.db)).map((p) => p.slug)).toContain("returns");
  });

  it("refuses a bad slug and changes nothing", async () => {
    const result = await savePage(handle.db, { slug: "Bad Slug", title: "x", blocks: [{ type: "richText", html: "" }] }, now);
    expect(result).toMatchObject({ ok: false, code: "invalid_page" });
    expect(await getPage(handle.db, "Bad Slug")).toBeNull();
  });

  it("saves blocks of several types and an unknown one, and loads them back in order", async () => {
    const blocks = [
      { type: "hero", heading: "Hello", parallax: true },
      { type: "storeMap", pictures: ["/a.jpg"] },
      { type: "accordion", heading: "FAQ", items: [{ title: "Q", body: "A" }] },
    ];
    expect(await savePage(handle.db, { slug: "blocks", title: "Blocks", blocks }, now)).toEqual({ ok: true, changed: true });
    expect((await getPage(handle.db, "blocks"))?.blocks).toEqual([
      { type: "hero", anchor: "", heading: "Hello", text: "", buttonLabel: "", buttonHref: "", backgroundImage: "", parallax: true },
      { type: "unknown", data: { type: "storeMap", pictures: ["/a.jpg"] } },
      { type: "accordion", anchor: "", heading: "FAQ", items: [{ title: "Q", body: "A" }] },
    ]);
  });

  it("refuses an invalid block and keeps the page as it was", async () => {
    const result = await savePage(handle.db, { slug: "blocks", title: "Blocks", blocks: [{ type: "image", src: "javascript:alert(1)" }] }, now);
    expect(result).toMatchObject({ ok: false, code: "invalid_page", field: "blocks", blockErrors: [{ index: 0, field: "src", code: "unsafe_url" }] });
    expect((await getPage(handle.db, "blocks"))?.blocks).toHaveLength(3);
  });

  it("has a home page that menus leave out", async () => {
    expect((await getPage(handle.db, "home"))?.blocks.map((b) => b.type)).toEqual(["hero", "products"]);
    expect((await listPages(handle.db)).map((p) => p.slug)).not.toContain("home");
  });
});
