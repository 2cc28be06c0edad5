import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRICES_AS_ENTERED, type ProductInput } from "./catalog.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { TABLE_TERMS_CHECK_MS } from "./get-product-table-terms.ts";
import { listProducts, type ListProductsInput } from "./list-products.ts";
import { saveProduct } from "./save-product.ts";
import * as searchIndexMigration from "../db/migrations/2026-12-12-032-product-search-index.ts";
import { assignCategories, assignTags, insertCategory, insertImage, insertProduct, insertTag, insertVariation } from "./test-catalog-fixture.ts";

const now = new Date("2026-06-15T12:00:00Z");

describe("listProducts", () => {
  let handle: DatabaseHandle;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    handle = await createTestDatabase();
    const db = handle.db;
    const clothing = await insertCategory(db, "Clothing");
    const hoodies = await insertCategory(db, "Hoodies", clothing);
    const music = await insertCategory(db, "Music");
    const winter = await insertTag(db, "Winter");
    const image = await insertImage(db, "hoodie");

    id.hoodie = await insertProduct(db, {
      name: "Hoodie with Logo", sku: "HD-LOGO", regular_price: 4500, price_min: 4500, price_max: 4500, total_sales: 10,
      rating_average: 4.5, rating_count: 2, created_at: "2026-01-03T00:00:00Z", image_id: image,
    });
    await assignCategories(db, id.hoodie, [hoodies]);
    await assignTags(db, id.hoodie, [winter]);
    id.beanie = await insertProduct(db, {
      name: "Beanie", regular_price: 1800, sale_price: 1500, price_min: 1500, price_max: 1500, total_sales: 50,
      description: "A warm WOOL hat, 100% cosy", created_at: "2026-01-05T00:00:00Z",
    });
    await assignCategories(db, id.beanie, [clothing]);
    id.album = await insertProduct(db, {
      name: "Album", regular_price: 1200, price_min: 1200, price_max: 1200, menu_order: -1, rating_average: 5, rating_count: 1,
      created_at: "2026-01-02T00:00:00Z", featured: 1,
    });
    await assignCategories(db, id.album, [music]);
    id.hidden = await insertProduct(db, { name: "Hidden Hoodie Thing", catalog_visibility: "hidden", featured: 1, regular_price: 100, price_min: 100, price_max: 100 });
    await assignCategories(db, id.hidden, [clothing]);
    id.searchOnly = await insertProduct(db, { name: "Secret Sweater", catalog_visibility: "search", regular_price: 3000, price_min: 3000, price_max: 3000 });
    await assignCategories(db, id.searchOnly, [clothing]);
    id.catalogOnly = await insertProduct(db, { name: "Catalog Cap", catalog_visibility: "catalog", regular_price: 2200, price_min: 2200, price_max: 2200, created_at: "2026-01-04T00:00:00Z" });
    await assignCategories(db, id.catalogOnly, [clothing]);
    id.draft = await insertProduct(db, { name: "Draft Hoodie", status: "draft", regular_price: 100, price_min: 100, price_max: 100 });
    await assignCategories(db, id.draft, [hoodies]);
    id.private = await insertProduct(db, { name: "Private Hoodie", status: "private", regular_price: 100, price_min: 100, price_max: 100 });
    id.tee = await insertProduct(db, { name: "Variable Tee", type: "variable", price_min: 2000, price_max: 2500, created_at: "2026-01-06T00:00:00Z", featured: 1 });
    await assignCategories(db, id.tee, [clothing]);
    await insertVariation(db, id.tee, { pa_color: "blue" }, { regular_price: 2000, sku: "TEE-BLUE" });
    await insertVariation(db, id.tee, { pa_color: "red" }, { regular_price: 2800, sale_price: 2500, sku: "TEE-RED-XL" });
    await insertVariation(db, id.tee, { pa_color: "green" }, { regular_price: 100, enabled: 0 });
  });
  afterAll(() => handle.close());

  const list = async (input: Partial<ListProductsInput>): Promise<{ names: string[]; total: number; pageCount: number }> => {
    const result = await listProducts(handle.db, { orderBy: "menu_order", page: 1, perPage: 20, ...input }, now, PRICES_AS_ENTERED);
    return { names: result.products.map((p) => p.name), total: result.total, pageCount: result.pageCount };
  };

  it("lists published shop-visible products in menu order, then by name", async () => {
    expect(await list({})).toEqual({ names: ["Album", "Beanie", "Catalog Cap", "Hoodie with Logo", "Variable Tee"], total: 5, pageCount: 1 });
  });

  it("includes descendant categories and filters by tag", async () => {
    expect((await list({ category: "clothing" })).names).toEqual(["Beanie", "Catalog Cap", "Hoodie with Logo", "Variable Tee"]);
    expect((await list({ category: "hoodies" })).names).toEqual(["Hoodie with Logo"]);
    expect((await list({ category: "music" })).names).toEqual(["Album"]);
    expect((await list({ category: "nope" })).total).toBe(0);
    expect((await list({ tag: "winter" })).names).toEqual(["Hoodie with Logo"]);
    expect((await list({ tag: "nope" })).total).toBe(0);
  });

  it("orders by popularity, rating, date and price", async () => {
    expect((await list({ orderBy: "popularity" })).names.slice(0, 2)).toEqual(["Beanie", "Hoodie with Logo"]);
    expect((await list({ orderBy: "rating" })).names.slice(0, 2)).toEqual(["Album", "Hoodie with Logo"]);
    expect((await list({ orderBy: "date" })).names).toEqual(["Variable Tee", "Beanie", "Catalog Cap", "Hoodie with Logo", "Album"]);
    expect((await list({ orderBy: "price" })).names).toEqual(["Album", "Beanie", "Variable Tee", "Catalog Cap", "Hoodie with Logo"]);
    expect((await list({ orderBy: "price-desc" })).names).toEqual(["Hoodie with Logo", "Variable Tee", "Catalog Cap", "Beanie", "Album"]);
  });

  it("lists only featured products when asked, newest first, still only shop-visible ones", async () => {
    expect(await list({ featured: true, orderBy: "date" })).toMatchObject({ names: ["Variable Tee", "Album"], total: 2 });
    expect(await list({ featured: true, category: "music" })).toMatchObject({ names: ["Album"], total: 1 });
  });

  it("pages", async () => {
    const page2 = await listProducts(handle.db, { orderBy: "menu_order", page: 2, perPage: 2 }, now, PRICES_AS_ENTERED);
    expect(page2.products.map((p) => p.name)).toEqual(["Catalog Cap", "Hoodie with Logo"]);
    expect(page2).toMatchObject({ total: 5, page: 2, pageCount: 3 });
    expect((await list({ page: 3, perPage: 2 })).names).toEqual(["Variable Tee"]);
    expect((await list({ page: 9, perPage: 2 })).names).toEqual([]);
  });

  it("searches name, SKU, variation SKU and description, case-insensitively, among search-visible products", async () => {
    expect((await list({ search: "hoodie" })).names).toEqual(["Hoodie with Logo"]);
    expect((await list({ search: "SWEATER" })).names).toEqual(["Secret Sweater"]);
    expect((await list({ search: "cap" })).names).toEqual([]);
    expect((await list({ search: "hd-logo" })).names).toEqual(["Hoodie with Logo"]);
    expect((await list({ search: "tee-red" })).names).toEqual(["Variable Tee"]);
    expect((await list({ search: "wool" })).names).toEqual(["Beanie"]);
    expect((await list({ search: "logo hoodie" })).names).toEqual(["Hoodie with Logo"]);
    expect((await list({ search: "100%" })).names).toEqual(["Beanie"]);
    expect((await list({ search: "1_0" })).names).toEqual([]);
    expect((await list({ search: "   " })).total).toBe(5);
  });

  it("ranks name matches first in search results", async () => {
    await insertProduct(handle.db, { name: "Zip Jacket", description: "Pairs well with a beanie", created_at: "2026-02-01T00:00:00Z" });
    const result = await listProducts(handle.db, { search: "beanie", orderBy: "menu_order", page: 1, perPage: 10 }, now, PRICES_AS_ENTERED);
    expect(result.products.map((p) => p.name)).toEqual(["Beanie", "Zip Jacket"]);
  });

  it("builds summaries with current prices, sales and images", async () => {
    const result = await listProducts(handle.db, { orderBy: "menu_order", page: 1, perPage: 20 }, now, PRICES_AS_ENTERED);
    const byName = new Map(result.products.map((p) => [p.name, p]));
    expect(byName.get("Beanie")).toMatchObject({ priceMin: 1500, priceMax: 1500, regularPrice: 1800, onSale: true, purchasable: true, type: "simple" });
    expect(byName.get("Variable Tee")).toMatchObject({ priceMin: 2000, priceMax: 2500, regularPrice: null, onSale: true, type: "variable" });
    expect(byName.get("Hoodie with Logo")).toMatchObject({ onSale: false, regularPrice: null, ratingAverage: 4.5, ratingCount: 2, sku: "HD-LOGO" });
    expect(byName.get("Hoodie with Logo")?.image?.sizes.thumbnail?.url).toBe("/media/hoodie-100.jpg");
    expect(byName.get("Album")?.image).toBeNull();
  });

  it("remembers a browsed listing's total for the catalogue version, and counts again once the catalogue changes", async () => {
    const later = (ms: number) => new Date(now.getTime() + ms);
    const total = async (at: Date) => (await listProducts(handle.db, { tag: "winter", orderBy: "menu_order", page: 1, perPage: 20 }, at, PRICES_AS_ENTERED)).total;
    expect(await total(later(10 * TABLE_TERMS_CHECK_MS))).toBe(1);
    // A link row written behind the catalogue's back leaves its version as it was: the total is the remembered one.
    const beanie = id.beanie;
    if (beanie === undefined) throw new Error("the beanie was not inserted");
    const winter = await handle.db.selectFrom("tags").select("id").where("slug", "=", "winter").executeTakeFirstOrThrow();
    await assignTags(handle.db, beanie, [winter.id]);
    expect(await total(later(20 * TABLE_TERMS_CHECK_MS))).toBe(1);
    await handle.db.updateTable("products").set({ updated_at: "2026-06-15T12:00:00.000Z" }).where("id", "=", beanie).execute();
    expect(await total(later(30 * TABLE_TERMS_CHECK_MS))).toBe(2);
  });

  it("remembers a category's order for the catalogue version: a product moved behind its back keeps its place until the catalogue changes", async () => {
    const later = (ms: number) => new Date(now.getTime() + ms);
    const names = async (at: Date) => (await listProducts(handle.db, { category: "clothing", orderBy: "menu_order", page: 1, perPage: 20 }, at, PRICES_AS_ENTERED)).products.map((p) => p.name);
    const before = await names(later(40 * TABLE_TERMS_CHECK_MS));
    expect(before.length).toBeGreaterThan(1);
    const last = before.at(-1) ?? "";
    await handle.db.updateTable("products").set({ menu_order: -100 }).where("name", "=", last).execute();
    expect(await names(later(50 * TABLE_TERMS_CHECK_MS))).toEqual(before);
    await handle.db.updateTable("products").set({ updated_at: "2026-06-15T12:30:00.000Z" }).where("name", "=", last).execute();
    expect((await names(later(60 * TABLE_TERMS_CHECK_MS)))[0]).toBe(last);
  });
});

// On SQLite a word of 3+ characters is found through the search index that triggers keep in step
// with the catalogue (migration 032); PostgreSQL reads its tables through trigram indexes. Both
// must answer alike, so each write here is followed by searches for what it changed.
describe("listProducts search after catalogue writes", () => {
  let handle: DatabaseHandle;
  let mediaDir: string;
  // Each write and each search a little later than the last, as in a running shop: a search's
  // results are kept per catalogue version (decision 052), which a write moves on.
  let ticks = 0;
  const tick = () => new Date(now.getTime() + (ticks += 1) * 2 * TABLE_TERMS_CHECK_MS);
  const save = async (input: ProductInput): Promise<number> => {
    const result = await saveProduct(handle.db, input, { mediaDir, mode: "upsert", now: tick() });
    if (!result.ok) throw new Error(result.message);
    return result.productId;
  };
  const names = async (search: string): Promise<string[]> =>
    (await listProducts(handle.db, { search, orderBy: "menu_order", page: 1, perPage: 20 }, tick(), PRICES_AS_ENTERED)).products.map((p) => p.name);
  const lamp: ProductInput = { type: "simple", name: "Zebra Lamp", sku: "LAMP-1", regularPrice: 3000, description: "Brass shade, hand-finished in Porto" };
  const mug: ProductInput = {
    type: "variable",
    name: "Enamel Mug",
    sku: "MUG",
    attributes: [{ name: "Color", options: ["Cream", "Ink"] }],
    variations: [
      { sku: "MUG-CREAM-350", attributes: { Color: "Cream" }, regularPrice: 1400 },
      { sku: "MUG-INK-350", attributes: { Color: "Ink" }, regularPrice: 1400 },
    ],
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
    mediaDir = mkdtempSync(join(tmpdir(), "shopwright-search-"));
  });
  afterAll(async () => {
    await handle.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it("finds a product saved after the migration by a word of its description and by a variation's SKU", async () => {
    await save(lamp);
    await save(mug);
    expect(await names("porto")).toEqual(["Zebra Lamp"]);
    expect(await names("HAND-FINISHED brass")).toEqual(["Zebra Lamp"]);
    expect(await names("ink-350")).toEqual(["Enamel Mug"]);
    expect(await names("cream-3 enamel")).toEqual(["Enamel Mug"]);
    expect(await names("porto enamel")).toEqual([]);
  });

  it("stops matching a renamed product's old name and matches its new one", async () => {
    await save({ ...lamp, name: "Quagga Lamp" });
    expect(await names("zebra")).toEqual([]);
    expect(await names("quagga")).toEqual(["Quagga Lamp"]);
    expect(await names("porto")).toEqual(["Quagga Lamp"]);
  });

  it("follows a variation's SKU change and removal", async () => {
    await save({ ...mug, variations: [{ sku: "MUG-CREAM-350", attributes: { Color: "Cream" }, regularPrice: 1400 }, { sku: "MUG-NAVY-350", attributes: { Color: "Ink" }, regularPrice: 1400 }] });
    expect(await names("ink-350")).toEqual([]);
    expect(await names("navy-350")).toEqual(["Enamel Mug"]);
    await save({ ...mug, variations: [{ sku: "MUG-NAVY-350", attributes: { Color: "Ink" }, regularPrice: 1400 }] });
    expect(await names("cream-350")).toEqual([]);
    expect(await names("navy-350")).toEqual(["Enamel Mug"]);
  });

  it("finds a deleted product no more, by its name or its variations' SKUs", async () => {
    const id = await save({ ...mug, name: "Doomed Mug", sku: "DOOMED", variations: [{ sku: "DOOMED-CREAM", attributes: { Color: "Cream" }, regularPrice: 1400 }] });
    expect(await names("doomed")).toEqual(["Doomed Mug"]);
    await handle.db.deleteFrom("products").where("id", "=", id).execute();
    expect(await names("doomed")).toEqual([]);
    expect(await names("mug")).toEqual(["Enamel Mug"]);
  });

  it("reads %, _, backslashes, quotes, * and NEAR( in a search as literal text", async () => {
    await save({ type: "simple", name: "Odd Sign", regularPrice: 100, description: 'Says 50% "off" *NEAR(sale) a_b back\\slash' });
    for (const text of ["50%", '"off"', '"off', 'off"', "*near(sale)", "near(", "near(sale)", "a_b", "back\\slash", '"', "%", "_", "*", ")"]) {
      expect(await names(text), text).toEqual(["Odd Sign"]);
    }
    for (const text of ["5%0", "a%b", "a_c", "bac_", "off*", "sale)*", '")', "NEAR(sale x", "NOT"]) {
      expect(await names(text), text).toEqual([]);
    }
  });

  it("reads control characters in a search, a NUL among them, as spaces between words, on both databases", async () => {
    expect(await names("quagga\u0000lamp")).toEqual(["Quagga Lamp"]);
    expect(await names("\u0000porto\u0007")).toEqual(["Quagga Lamp"]);
    // Nothing but control characters is no search at all: the whole listing.
    expect(await names("\u0000")).toEqual(await names(""));
  });

  it("matches words of one and two characters as substrings anywhere in the text", async () => {
    expect(await names("qu")).toEqual(["Quagga Lamp"]);
    expect(await names("z")).toEqual([]);
    expect(await names("gg LAMP-")).toEqual(["Quagga Lamp"]);
    expect(await names("r(")).toEqual(["Odd Sign"]);
    expect((await names("50")).sort()).toEqual(["Enamel Mug", "Odd Sign"]);
  });

  it("finds products written before the search index existed", async () => {
    // The migration's own handle type: it is written against no schema (frozen in time).
    const raw = handle.db as unknown as Kysely<unknown>;
    await searchIndexMigration.down(raw);
    await save({ ...lamp, name: "Older Lamp", sku: "OLDER", description: "From Lisbon" });
    await save({ ...mug, name: "Older Mug", sku: "OLDER-MUG", variations: [{ sku: "OLDER-PLUM", attributes: { Color: "Cream" }, regularPrice: 1400 }] });
    await searchIndexMigration.up(raw);
    expect(await names("lisbon")).toEqual(["Older Lamp"]);
    expect(await names("older-plum")).toEqual(["Older Mug"]);
    expect(await names("porto")).toEqual(["Quagga Lamp"]);
  });
});
