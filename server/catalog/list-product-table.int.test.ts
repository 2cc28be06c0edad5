import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRICES_AS_ENTERED } from "./catalog.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { TABLE_TERMS_CHECK_MS } from "./get-product-table-terms.ts";
import { listProductTable } from "./list-product-table.ts";
import type { ProductTableQuery } from "./product-table.ts";
import { assignCategories, assignTags, insertAttributes, insertCategory, insertProduct, insertTag, insertVariation } from "./test-catalog-fixture.ts";

const now = new Date("2026-06-15T12:00:00Z");

const defaults: ProductTableQuery = { search: "", category: null, tag: null, attributes: {}, sort: "name", direction: "asc", page: 1, pageLength: 10 };

describe("listProductTable", () => {
  let handle: TestDatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const db = handle.db;
    const clothing = await insertCategory(db, "Clothing");
    const hoodies = await insertCategory(db, "Hoodies", clothing);
    const music = await insertCategory(db, "Music");
    const winter = await insertTag(db, "Winter");
    await insertTag(db, "Unused");

    const hoodie = await insertProduct(db, { name: "Hoodie", sku: "HD-1", price_min: 4500, price_max: 4500, created_at: "2026-01-03T00:00:00Z", weight: "0.5", length: "30", width: "20", height: "2" });
    await assignCategories(db, hoodie, [hoodies]);
    await assignTags(db, hoodie, [winter]);
    await insertAttributes(db, hoodie, [{ key: "pa_color", name: "Color", options: ["Blue"], global: true, usedForVariations: false }]);
    const beanie = await insertProduct(db, { name: "Beanie", sku: "BN-1", price_min: 1500, price_max: 1500, description: "warm wool hat", created_at: "2026-01-05T00:00:00Z" });
    await assignCategories(db, beanie, [clothing]);
    await assignTags(db, beanie, [winter]);
    await insertAttributes(db, beanie, [{ key: "pa_color", name: "Color", options: ["Red", "Blue"], global: true, usedForVariations: false }]);
    const album = await insertProduct(db, { name: "Album", price_min: 1200, price_max: 1200, created_at: "2026-01-02T00:00:00Z", stock_status: "outofstock" });
    await assignCategories(db, album, [music]);
    const tee = await insertProduct(db, { name: "Tee", type: "variable", sku: "TEE", price_min: 2000, price_max: 2500, created_at: "2026-01-06T00:00:00Z" });
    await assignCategories(db, tee, [clothing]);
    await insertAttributes(db, tee, [{ key: "pa_color", name: "Color", options: ["Red"], global: true }]);
    await insertVariation(db, tee, { pa_color: "red" }, { regular_price: 2000, sku: "TEE-RED-XL" });
    const hidden = await insertProduct(db, { name: "Hidden Hoodie", catalog_visibility: "hidden", price_min: 100, price_max: 100 });
    await assignCategories(db, hidden, [hoodies]);
    await insertProduct(db, { name: "Draft Hoodie", status: "draft", price_min: 100, price_max: 100 });
    for (let i = 1; i <= 12; i += 1) await insertProduct(db, { name: `Zz Sticker ${String(i).padStart(2, "0")}`, sku: `ST-${i}`, price_min: 100 + i, price_max: 100 + i });
  });
  afterAll(() => handle.close());

  const names = async (query: Partial<ProductTableQuery>): Promise<string[]> =>
    (await listProductTable(handle.db, { ...defaults, ...query }, now, PRICES_AS_ENTERED)).rows.map((row) => row.product.name);

  it("lists published shop-visible products sorted by name, a page at a time, with the total and page count", async () => {
    const first = await listProductTable(handle.db, defaults, now, PRICES_AS_ENTERED);
    expect(first.rows.map((r) => r.product.name)).toEqual(["Album", "Beanie", "Hoodie", "Tee", ...Array.from({ length: 6 }, (_, i) => `Zz Sticker 0${i + 1}`)]);
    expect(first.total).toBe(16);
    expect(first.pageCount).toBe(2);
    expect(await names({ page: 2 })).toEqual(["Zz Sticker 07", "Zz Sticker 08", "Zz Sticker 09", "Zz Sticker 10", "Zz Sticker 11", "Zz Sticker 12"]);
    expect((await listProductTable(handle.db, { ...defaults, pageLength: 25 }, now, PRICES_AS_ENTERED)).rows).toHaveLength(16);
  });

  it("searches name, SKU, descriptions and variation SKUs", async () => {
    expect(await names({ search: "hood" })).toEqual(["Hoodie"]);
    expect(await names({ search: "wool" })).toEqual(["Beanie"]);
    expect(await names({ search: "red-xl" })).toEqual(["Tee"]);
    expect(await names({ search: "100%_" })).toEqual([]);
  });

  it("searches words of any length as substrings, sorted and paged as any table, with FTS5 syntax read as text", async () => {
    expect(await names({ search: "st-1", sort: "price", direction: "desc" })).toEqual(["Zz Sticker 12", "Zz Sticker 11", "Zz Sticker 10", "Zz Sticker 01"]);
    expect(await names({ search: "st-1", pageLength: 10, page: 1, sort: "sku" })).toEqual(["Zz Sticker 01", "Zz Sticker 10", "Zz Sticker 11", "Zz Sticker 12"]);
    expect(await names({ search: "ee" })).toEqual(["Tee"]);
    expect(await names({ search: "d-1" })).toEqual(["Hoodie"]);
    expect(await names({ search: "WOOL hat" })).toEqual(["Beanie"]);
    expect(await names({ search: 'NEAR( "hat" * )' })).toEqual([]);
    expect(await names({ search: 'wool"' })).toEqual([]);
    expect(await names({ search: "hat*" })).toEqual([]);
  });

  it("filters by category with its descendants, by tag and by a global attribute's term, together", async () => {
    expect(await names({ category: "clothing" })).toEqual(["Beanie", "Hoodie", "Tee"]);
    expect(await names({ category: "hoodies" })).toEqual(["Hoodie"]);
    expect(await names({ tag: "winter" })).toEqual(["Beanie", "Hoodie"]);
    expect(await names({ attributes: { color: "red" } })).toEqual(["Beanie", "Tee"]);
    expect(await names({ attributes: { color: "red" }, tag: "winter" })).toEqual(["Beanie"]);
    expect(await names({ category: "clothing", attributes: { color: "blue" }, search: "hat" })).toEqual(["Beanie"]);
  });

  it("gives the same totals from the cached term counts as from counting the rows", async () => {
    const total = async (query: Partial<ProductTableQuery>): Promise<number> => (await listProductTable(handle.db, { ...defaults, ...query }, now, PRICES_AS_ENTERED)).total;
    // One term (or none) takes its total from the counts; two terms count the rows.
    expect(await total({ category: "clothing" })).toBe(3);
    expect(await total({ tag: "winter" })).toBe(2);
    expect(await total({ attributes: { color: "red" } })).toBe(2);
    expect(await total({ category: "clothing", tag: "winter" })).toBe(2);
    expect(await total({ category: "music", tag: "winter" })).toBe(0);
    expect(await total({ search: "hoodie" })).toBe(1);
  });

  it("matches nothing for a category, tag, attribute or term that does not exist", async () => {
    expect(await names({ category: "nope" })).toEqual([]);
    expect(await names({ tag: "nope" })).toEqual([]);
    expect(await names({ attributes: { size: "xl" } })).toEqual([]);
    expect(await names({ attributes: { color: "purple" } })).toEqual([]);
  });

  it("counts listed products per category (with descendants), tag and attribute term", async () => {
    const { facets } = await listProductTable(handle.db, defaults, now, PRICES_AS_ENTERED);
    expect(facets.categories).toEqual([
      { slug: "clothing", name: "Clothing", count: 3, depth: 0 },
      { slug: "hoodies", name: "Hoodies", count: 1, depth: 1 },
      { slug: "music", name: "Music", count: 1, depth: 0 },
    ]);
    expect(facets.tags).toEqual([
      { slug: "unused", name: "Unused", count: 0 },
      { slug: "winter", name: "Winter", count: 2 },
    ]);
    expect(facets.attributes).toEqual([
      { slug: "color", name: "Color", options: [{ slug: "blue", name: "Blue", count: 2 }, { slug: "red", name: "Red", count: 2 }] },
    ]);
  });

  it("counts afresh once the catalogue has changed and a second has passed", async () => {
    const music = await handle.db.selectFrom("categories").select("id").where("slug", "=", "music").executeTakeFirstOrThrow();
    const single = await insertProduct(handle.db, { name: "Single", price_min: 500, price_max: 500, updated_at: "2026-06-01T00:00:00Z" });
    await assignCategories(handle.db, single, [music.id]);
    const soon = await listProductTable(handle.db, defaults, now, PRICES_AS_ENTERED);
    // Within a second of the last look the fingerprint is trusted, as the page cache trusts it.
    expect(soon.facets.categories.find((c) => c.slug === "music")?.count).toBe(1);
    const later = new Date(now.getTime() + TABLE_TERMS_CHECK_MS);
    const { facets } = await listProductTable(handle.db, defaults, later, PRICES_AS_ENTERED);
    expect(facets.categories.find((c) => c.slug === "music")?.count).toBe(2);
    await handle.db.deleteFrom("product_categories").where("product_id", "=", single).execute();
    await handle.db.deleteFrom("products").where("id", "=", single).execute();
    // The clock only moves forward: later tests use `now` again, so look once more from far enough
    // ahead that every later call trusts the fingerprint without the deleted product.
    const muchLater = new Date(now.getTime() + 2 * TABLE_TERMS_CHECK_MS);
    expect((await listProductTable(handle.db, defaults, muchLater, PRICES_AS_ENTERED)).total).toBe(16);
  });

  it("sorts by each sortable column both ways, rows without a SKU or price last", async () => {
    const clothing = { category: "clothing" } as const;
    expect(await names({ ...clothing, sort: "name", direction: "desc" })).toEqual(["Tee", "Hoodie", "Beanie"]);
    expect(await names({ ...clothing, sort: "price" })).toEqual(["Beanie", "Tee", "Hoodie"]);
    expect(await names({ ...clothing, sort: "price", direction: "desc" })).toEqual(["Hoodie", "Tee", "Beanie"]);
    expect(await names({ ...clothing, sort: "date", direction: "desc" })).toEqual(["Tee", "Beanie", "Hoodie"]);
    expect(await names({ ...clothing, sort: "sku" })).toEqual(["Beanie", "Hoodie", "Tee"]);
    expect((await names({ category: "music", sort: "sku", direction: "desc" }))).toEqual(["Album"]);
    expect((await names({ sort: "sku", pageLength: 100 })).at(-1)).toBe("Album");
    expect((await names({ sort: "sku", direction: "desc", pageLength: 100 })).at(-1)).toBe("Album");
    const byId = await listProductTable(handle.db, { ...defaults, sort: "id", direction: "desc", pageLength: 100 }, now, PRICES_AS_ENTERED);
    const ids = byId.rows.map((r) => r.product.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("gives each row what the optional columns show: terms, attributes, weight, dimensions, date and stock", async () => {
    const [hoodie] = (await listProductTable(handle.db, { ...defaults, search: "hoodie" }, now, PRICES_AS_ENTERED)).rows;
    expect(hoodie?.extras).toMatchObject({
      createdAt: "2026-01-03T00:00:00Z",
      categories: [{ slug: "hoodies", name: "Hoodies" }],
      tags: [{ slug: "winter", name: "Winter" }],
      attributes: { color: ["Blue"] },
      weight: "0.5",
      dimensions: { length: "30", width: "20", height: "2" },
      stock: { status: "instock" },
    });
    expect(hoodie?.product.sku).toBe("HD-1");
  });

  it("keeps a row's columns while the products' version stands, and shows a change at once", async () => {
    const hoodieRow = async () => (await listProductTable(handle.db, { ...defaults, search: "hoodie" }, now, PRICES_AS_ENTERED)).rows[0];
    const first = await hoodieRow();
    expect((await hoodieRow())?.extras).toBe(first?.extras);
    await handle.db.updateTable("products").set({ weight: "0.7", updated_at: "2026-06-02T00:00:00Z" }).where("sku", "=", "HD-1").execute();
    expect((await hoodieRow())?.extras.weight).toBe("0.7");
  });

  it("gives a variable row its variation form (attributes and embedded variations) and other rows none", async () => {
    const rows = (await listProductTable(handle.db, defaults, now, PRICES_AS_ENTERED)).rows;
    const tee = rows.find((row) => row.product.name === "Tee");
    expect(tee?.variationForm?.attributes.map((a) => a.key)).toEqual(["pa_color"]);
    expect(tee?.variationForm?.variations?.map((v) => [v.attributes, v.display_price, v.sku])).toEqual([[{ attribute_pa_color: "red" }, 2000, "TEE-RED-XL"]]);
    expect(rows.filter((row) => row.product.name !== "Tee").every((row) => row.variationForm === null)).toBe(true);
  });

  it("remembers a category's and a search's order for the catalogue version: a product moved behind its back keeps its place until the catalogue changes", async () => {
    const later = (ms: number) => new Date(now.getTime() + ms);
    const order = async (query: Partial<ProductTableQuery>, at: Date) =>
      (await listProductTable(handle.db, { ...defaults, sort: "price", ...query }, at, PRICES_AS_ENTERED)).rows.map((row) => row.product.name);
    const clothing = { category: "clothing" };
    const stickers = { search: "sticker" };
    const firstStickers = Array.from({ length: 10 }, (_, i) => `Zz Sticker ${String(i + 1).padStart(2, "0")}`);
    expect(await order(clothing, later(10 * TABLE_TERMS_CHECK_MS))).toEqual(["Beanie", "Tee", "Hoodie"]);
    expect(await order(stickers, later(10 * TABLE_TERMS_CHECK_MS))).toEqual(firstStickers);
    // Prices written behind the catalogue's back leave its version as it was: the orders are the remembered ones.
    const setPrice = (sku: string, price: number, updatedAt?: string) =>
      handle.db.updateTable("products").set({ price_min: price, price_max: price, ...(updatedAt ? { updated_at: updatedAt } : {}) }).where("sku", "=", sku).execute();
    await setPrice("HD-1", 100);
    await setPrice("ST-12", 1);
    expect(await order(clothing, later(20 * TABLE_TERMS_CHECK_MS))).toEqual(["Beanie", "Tee", "Hoodie"]);
    expect(await order(stickers, later(20 * TABLE_TERMS_CHECK_MS))).toEqual(firstStickers);
    // A product saved moves the version on: both are read again.
    await setPrice("ST-12", 1, "2026-06-03T00:00:00Z");
    expect(await order(clothing, later(30 * TABLE_TERMS_CHECK_MS))).toEqual(["Hoodie", "Beanie", "Tee"]);
    expect(await order(stickers, later(30 * TABLE_TERMS_CHECK_MS))).toEqual(["Zz Sticker 12", ...firstStickers.slice(0, 9)]);
    await setPrice("HD-1", 4500);
    await setPrice("ST-12", 112, "2026-06-04T00:00:00Z");
  });

  it("returns an empty page beyond the last one, keeping the total", async () => {
    const result = await listProductTable(handle.db, { ...defaults, page: 50 }, now, PRICES_AS_ENTERED);
    expect(result.rows).toEqual([]);
    expect(result.total).toBe(16);
  });
});
