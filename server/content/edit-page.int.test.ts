import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { getPageForEditing, updatePageAsEditor } from "./edit-page.ts";
import { getPage } from "./get-page.ts";
import { savePage } from "./save-page.ts";

function rich(html: string) {
  return { type: "richText" as const, html };
}

describe("editing a content page from the storefront", () => {
  let handle: DatabaseHandle;
  const created = new Date("2026-11-21T10:00:00.000Z");
  const edited = new Date("2026-11-22T09:30:00.000Z");
  const editor = { role: "editor" as const };
  const administrator = { role: "administrator" as const };
  const customer = { role: "customer" as const };

  beforeAll(async () => {
    handle = await createTestDatabase();
    await savePage(handle.db, { slug: "about", title: "About us", blocks: [rich("<p>a</p>")], menuOrder: 3 }, created);
  });
  afterAll(() => handle.close());

  it("refuses visitors and customers, and changes nothing", async () => {
    expect(await getPageForEditing(handle.db, null, "about")).toEqual({ ok: false, code: "forbidden" });
    expect(await getPageForEditing(handle.db, customer, "about")).toEqual({ ok: false, code: "forbidden" });
    expect(await updatePageAsEditor(handle.db, null, { slug: "about", title: "Hacked", blocks: [rich("")] }, edited)).toEqual({ ok: false, code: "forbidden" });
    expect(await updatePageAsEditor(handle.db, customer, { slug: "about", title: "Hacked", blocks: [rich("")] }, edited)).toEqual({ ok: false, code: "forbidden" });
    expect(await getPage(handle.db, "about")).toMatchObject({ title: "About us", blocks: [rich("<p>a</p>")], updatedAt: created.toISOString() });
  });

  it("answers not_found for a page that does not exist, without creating it", async () => {
    expect(await getPageForEditing(handle.db, editor, "missing")).toEqual({ ok: false, code: "not_found" });
    expect(await updatePageAsEditor(handle.db, editor, { slug: "missing", title: "New", blocks: [rich("<p>n</p>")] }, edited)).toEqual({ ok: false, code: "not_found" });
    expect(await getPage(handle.db, "missing")).toBeNull();
  });

  it("names every failing block field, and saves nothing", async () => {
    const blocks = [rich("<p>kept</p>"), { type: "button", label: "", href: "javascript:alert(1)" }];
    expect(await updatePageAsEditor(handle.db, editor, { slug: "about", title: "About us", blocks }, edited)).toEqual({
      ok: false,
      code: "invalid_page",
      field: "blocks",
      blockErrors: [
        { index: 1, field: "label", code: "required" },
        { index: 1, field: "href", code: "unsafe_url" },
      ],
    });
    expect(await getPage(handle.db, "about")).toMatchObject({ blocks: [rich("<p>a</p>")], updatedAt: created.toISOString() });
  });

  it("names the title when it is blank or too long", async () => {
    expect(await updatePageAsEditor(handle.db, editor, { slug: "about", title: "   ", blocks: [rich("<p>b</p>")] }, edited)).toEqual({ ok: false, code: "invalid_page", field: "title", blockErrors: [] });
    expect(await updatePageAsEditor(handle.db, editor, { slug: "about", title: "x".repeat(201), blocks: [rich("<p>b</p>")] }, edited)).toEqual({ ok: false, code: "invalid_page", field: "title", blockErrors: [] });
    expect(await getPage(handle.db, "about")).toMatchObject({ title: "About us", blocks: [rich("<p>a</p>")] });
  });

  it("lets an editor change the title and blocks, keeping slug and menu order", async () => {
    expect(await getPageForEditing(handle.db, editor, "about")).toMatchObject({ ok: true, page: { slug: "about", title: "About us" } });
    const result = await updatePageAsEditor(handle.db, editor, { slug: "about", title: "  About the shop ", blocks: [rich("<p>new</p>")] }, edited);
    expect(result).toMatchObject({ ok: true, changed: true, page: { slug: "about", title: "About the shop", blocks: [rich("<p>new</p>")], content: "<p>new</p>", menuOrder: 3, updatedAt: edited.toISOString() } });
  });

  it("lets an administrator save too; an unchanged page is not rewritten", async () => {
    const later = new Date("2026-11-23T08:00:00.000Z");
    const result = await updatePageAsEditor(handle.db, administrator, { slug: "about", title: "About the shop", blocks: [rich("<p>new</p>")] }, later);
    expect(result).toMatchObject({ ok: true, changed: false, page: { updatedAt: edited.toISOString() } });
  });
});
