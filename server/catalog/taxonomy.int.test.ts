import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { getCategoryTrail, getTagBySlug } from "./get-term.ts";
import { listCategories } from "./list-categories.ts";
import { listSitemapEntries } from "./list-sitemap-entries.ts";
import { assignCategories, assignTags, insertCategory, insertProduct, insertTag } from "./test-catalog-fixture.ts";

describe("categories, tags and sitemap", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const db = handle.db;
    const clothing = await insertCategory(db, "Clothing", null, 1);
    const hoodies = await insertCategory(db, "Hoodies", clothing);
    const zipped = await insertCategory(db, "Zipped", hoodies);
    await insertCategory(db, "Accessories", clothing);
    await insertCategory(db, "Music", null, 0);
    const winter = await insertTag(db, "Winter");
    await insertTag(db, "Empty");
    const both = await insertProduct(db, { name: "Hoodie", updated_at: "2026-03-01T00:00:00Z" });
    await assignCategories(db, both, [clothing, hoodies]);
    await assignTags(db, both, [winter]);
    const zip = await insertProduct(db, { name: "Zip Hoodie", updated_at: "2026-04-01T00:00:00Z" });
    await assignCategories(db, zip, [zipped]);
    await assignTags(db, zip, [winter]);
    const draft = await insertProduct(db, { name: "Draft", status: "draft", updated_at: "2026-05-01T00:00:00Z" });
    await assignCategories(db, draft, [hoodies]);
    const hidden = await insertProduct(db, { name: "Hidden", catalog_visibility: "hidden", updated_at: "2026-01-01T00:00:00Z" });
    await assignCategories(db, hidden, [hoodies]);
  });
  afterAll(() => handle.close());

  it("lists categories in menu order, then by name, with their parents", async () => {
    const categories = await listCategories(handle.db);
    expect(categories.map((c) => c.slug)).toEqual(["accessories", "hoodies", "music", "zipped", "clothing"]);
    expect(categories.find((c) => c.slug === "zipped")?.parentId).toBe(categories.find((c) => c.slug === "hoodies")?.id);
  });

  it("resolves category paths", async () => {
    const db = handle.db;
    expect((await getCategoryTrail(db, ["clothing", "hoodies", "zipped"]))?.map((c) => c.slug)).toEqual(["clothing", "hoodies", "zipped"]);
    expect((await getCategoryTrail(db, ["zipped"]))?.map((c) => c.slug)).toEqual(["clothing", "hoodies", "zipped"]);
    expect(await getCategoryTrail(db, ["music", "zipped"])).toBeNull();
    expect(await getCategoryTrail(db, ["nope"])).toBeNull();
    expect(await getCategoryTrail(db, [])).toBeNull();
  });

  it("finds tags with their counts", async () => {
    expect(await getTagBySlug(handle.db, "winter")).toMatchObject({ slug: "winter", name: "Winter", productCount: 2 });
    expect(await getTagBySlug(handle.db, "empty")).toMatchObject({ productCount: 0 });
    expect(await getTagBySlug(handle.db, "nope")).toBeNull();
  });

  it("lists sitemap entries with permalink paths and last changes", async () => {
    const entries = await listSitemapEntries(handle.db);
    expect(entries.filter((e) => e.kind === "product").map((e) => [e.path, e.updatedAt])).toEqual([
      ["/product/hoodie", "2026-03-01T00:00:00Z"],
      ["/product/zip-hoodie", "2026-04-01T00:00:00Z"],
    ]);
    const category = (slug: string) => entries.find((e) => e.kind === "category" && e.slug === slug);
    expect(category("zipped")).toMatchObject({ path: "/product-category/clothing/hoodies/zipped", updatedAt: "2026-04-01T00:00:00Z" });
    // Hidden products still count as a change to their category; drafts do not.
    expect(category("hoodies")?.updatedAt).toBe("2026-03-01T00:00:00Z");
    expect(category("music")?.updatedAt).toBeNull();
    expect(entries.find((e) => e.kind === "tag" && e.slug === "winter")).toMatchObject({ path: "/product-tag/winter", updatedAt: "2026-04-01T00:00:00Z" });
  });
});
