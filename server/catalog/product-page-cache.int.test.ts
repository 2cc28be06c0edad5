import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely, KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import type { Database } from "../db/schema.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { PRICES_AS_ENTERED, type ProductInput, type ShownPrice } from "./catalog.ts";
import { getProductPage } from "./get-product-page.ts";
import { takeStockForOrder } from "./reserve-stock.ts";
import { saveProduct } from "./save-product.ts";
import { updateProductRating } from "./update-product-rating.ts";

// The product page's catalogue part is kept in memory per catalogue version (product-page-cache.ts).
// Each test reads a page twice around one change and counts the queries the second read makes:
// with nothing changed, only the catalogue's version is read; after each kind of change the page
// is read again and shows it.

const START = Date.parse("2026-06-01T12:00:00Z");
let minutes = 0;
/** Each change happens a minute after the one before, as saves in a running shop do. */
const later = () => new Date(START + ++minutes * 60_000);

const lamp: ProductInput = { type: "simple", name: "Desk Lamp", sku: "lamp", regularPrice: 4000, manageStock: true, stockQuantity: 5, categories: [["Home"]], upsells: ["shade"] };
const shade: ProductInput = { type: "simple", name: "Lamp Shade", sku: "shade", regularPrice: 1500 };
const bulb: ProductInput = { type: "simple", name: "Bulb", sku: "bulb", regularPrice: 500, categories: [["Home"]] };

/** The handle with every query's SQL written down; it shares the handle's cache (same adapter). */
function recorded(db: Kysely<Database>): { db: Kysely<Database>; queries: string[] } {
  const queries: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      queries.push(db.getExecutor().compileQuery(args.node, args.queryId).sql);
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  return { db: db.withPlugin(plugin), queries };
}

/** Reading the catalogue's version: the newest product change, and (at most once a second) the count. */
const VERSION_QUERY = /^select (max\("updated_at"\)|count\(\*\)) as "(newest|count)" from "products"$/;

describe("the product page kept in memory", () => {
  let handle: DatabaseHandle;
  let mediaDir: string;
  const save = async (input: ProductInput) => {
    const result = await saveProduct(handle.db, input, { mediaDir, mode: "upsert", now: later() });
    if (!result.ok) throw new Error(result.message);
  };

  /** Reads the page at a fresh moment; returns it with the SQL of the queries it took. */
  async function readLamp(shown: ShownPrice = PRICES_AS_ENTERED) {
    const { db, queries } = recorded(handle.db);
    const page = await getProductPage(db, "desk-lamp", new Date(START + minutes * 60_000 + 1000), shown);
    if (page === null) throw new Error("no page");
    return { page, queries };
  }

  /** The second read, right after the first, asks for nothing but the version. */
  async function expectFromMemory() {
    const { page, queries } = await readLamp();
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.filter((sql) => !VERSION_QUERY.test(sql))).toEqual([]);
    return page;
  }

  /** A read that goes back to the catalogue (it reads the product's attributes, among others). */
  async function expectReadAgain() {
    const { page, queries } = await readLamp();
    expect(queries.some((sql) => sql.includes('"product_attributes"'))).toBe(true);
    return page;
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    mediaDir = mkdtempSync(join(tmpdir(), "shopwright-page-cache-"));
    await save(shade);
    await save(bulb);
    await save(lamp);
  });
  afterAll(async () => {
    await handle.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it("answers a second read on an unchanged catalogue from memory, reading only the catalogue's version", async () => {
    const first = await readLamp();
    expect(first.queries.filter((sql) => !VERSION_QUERY.test(sql)).length).toBeGreaterThanOrEqual(8);
    const again = await expectFromMemory();
    expect(again).toEqual(first.page);
    expect(again.upsells.map((p) => p.name)).toEqual(["Lamp Shade"]);
    expect(again.related.map((p) => p.name)).toEqual(["Bulb"]);
  });

  it("reads a page asked for twice at once from the catalogue once", async () => {
    await save({ ...lamp, name: "Desk Lamp", purchaseNote: "Thank you" });
    const { db, queries } = recorded(handle.db);
    const at = new Date(START + minutes * 60_000 + 1000);
    const [first, second] = await Promise.all([getProductPage(db, "desk-lamp", at, PRICES_AS_ENTERED), getProductPage(db, "desk-lamp", at, PRICES_AS_ENTERED)]);
    expect(second).toEqual(first);
    expect(queries.filter((sql) => sql.includes('"product_attributes"'))).toHaveLength(1);
  });

  it("reads the page again once the product is saved", async () => {
    await readLamp();
    await expectFromMemory();
    await save({ ...lamp, name: "Desk Lamp", shortDescription: "Warm light" });
    expect((await expectReadAgain()).product.shortDescription).toBe("Warm light");
    await expectFromMemory();
  });

  it("reads the page again once a related product's price changes", async () => {
    await readLamp();
    await expectFromMemory();
    await save({ ...bulb, regularPrice: 650 });
    expect((await expectReadAgain()).related.map((p) => p.priceMin)).toEqual([650]);
  });

  it("reads the page again once an order takes the product's stock", async () => {
    await readLamp();
    const { id } = (await expectFromMemory()).product;
    await handle.db.transaction().execute((trx) => takeStockForOrder(trx, [{ productId: id, variationId: null, quantity: 2 }], later()));
    expect((await expectReadAgain()).product.stock).toMatchObject({ quantity: 3 });
  });

  it("reads the page again once an approved review changes the product's rating", async () => {
    await readLamp();
    const before = await expectFromMemory();
    // What the reviews module calls in the transaction that approves a review (submit-review.ts).
    await updateProductRating(handle.db, before.product.id, [4], later());
    expect((await expectReadAgain()).product).toMatchObject({ ratingAverage: 4, ratingCount: 1 });
  });

  it("shows the kept page's prices as each request's tax display says, without reading the catalogue", async () => {
    await readLamp();
    const withTax: ShownPrice = (amount) => Math.round(amount * 1.2);
    const { page, queries } = await readLamp(withTax);
    expect(queries.filter((sql) => !VERSION_QUERY.test(sql))).toEqual([]);
    expect(page.product.priceMin).toBe(4800);
    expect(page.upsells.map((p) => p.priceMin)).toEqual([1800]);
    expect((await readLamp()).page.product.priceMin).toBe(4000);
  });

  it("reads the page again when a scheduled sale starts, before any refresh stamps the product", async () => {
    const saleFrom = new Date(START + (minutes + 10) * 60_000);
    await save({ ...lamp, salePrice: 3000, saleFrom: saleFrom.toISOString() });
    const beforeSale = await expectReadAgain();
    expect(beforeSale.product).toMatchObject({ priceMin: 4000, onSale: false });
    await expectFromMemory();
    const { db, queries } = recorded(handle.db);
    const duringSale = await getProductPage(db, "desk-lamp", new Date(saleFrom.getTime() + 1000), PRICES_AS_ENTERED);
    expect(queries.some((sql) => sql.includes('"product_attributes"'))).toBe(true);
    expect(duringSale?.product).toMatchObject({ priceMin: 3000, onSale: true });
  });
});
