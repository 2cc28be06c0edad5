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
    expect(await savePage(handle.db, { slug: "terms", title: "Terms", content: "<p>t</p>", menuOrder: 2 }, now)).toEqual({ ok: true, changed: true });
    expect(await savePage(handle.db, { slug: "about", title: "About us", content: "<p>a</p>", menuOrder: 1 }, now)).toEqual({ ok: true, changed: true });
    expect(await savePage(handle.db, { slug: "about", title: "About us", content: "<p>a</p>", menuOrder: 1 }, now)).toEqual({ ok: true, changed: false });
    expect((await listPages(handle.db)).map((p) => p.slug)).toEqual(["about", "terms"]);
    expect(await getPage(handle.db, "terms")).toMatchObject({ title: "Terms", content: "<p>t</p>", updatedAt: now.toISOString() });
    expect(await getPage(handle.db, "missing")).toBeNull();
  });

  it("refuses a bad slug and changes nothing", async () => {
    const result = await savePage(handle.db, { slug: "Bad Slug", title: "x", content: "" }, now);
    expect(result).toMatchObject({ ok: false, code: "invalid_page" });
    expect(await getPage(handle.db, "Bad Slug")).toBeNull();
  });
});
