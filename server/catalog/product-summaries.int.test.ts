import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { catalogDb } from "./catalog-db.ts";
import { loadProductSummaries } from "./product-summaries.ts";
import { insertImage, insertProduct } from "./test-catalog-fixture.ts";

// Summaries are kept per products' version (products-version.ts): a change shows at once, and a
// scheduled sale starts on time although nothing changed.

const now = new Date("2026-06-15T12:00:00Z");
const saleStarts = "2026-06-15T13:00:00.000Z";
const afterSaleStarts = new Date("2026-06-15T14:00:00Z");

describe("product summaries kept in memory", () => {
  let handle: DatabaseHandle;
  const id = { cap: 0, draft: 0 };
  const summaries = (ids: number[], at = now, options = {}) => loadProductSummaries(catalogDb(handle.db), ids, at, options);

  beforeAll(async () => {
    handle = await createTestDatabase();
    const image = await insertImage(handle.db, "cap");
    id.cap = await insertProduct(handle.db, { name: "Cap", regular_price: 1500, sale_price: 1200, sale_from: saleStarts, price_min: 1500, price_max: 1500, image_id: image });
    id.draft = await insertProduct(handle.db, { name: "Draft", status: "draft", regular_price: 900, price_min: 900, price_max: 900 });
  });
  afterAll(() => handle.close());

  it("reads a product's summary once while the products' version stands", async () => {
    const [first] = await summaries([id.cap]);
    const [again] = await summaries([id.cap]);
    expect(again?.name).toBe("Cap");
    // The same image object: the second summary was made from the kept parts, not read again.
    expect(again?.image).toBe(first?.image);
  });

  it("starts a kept product's scheduled sale on time, though the product did not change", async () => {
    const [kept] = await summaries([id.cap]);
    const [later] = await summaries([id.cap], afterSaleStarts);
    expect(later?.image).toBe(kept?.image);
    expect([kept?.priceMin, kept?.onSale]).toEqual([1500, false]);
    expect([later?.priceMin, later?.regularPrice, later?.onSale]).toEqual([1200, 1500, true]);
  });

  it("shows a product's change at once, once its updated_at moved, as every change of the shop's does", async () => {
    const [kept] = await summaries([id.cap]);
    await handle.db.updateTable("products").set({ name: "Winter cap", updated_at: "2026-06-15T12:30:00.000Z" }).where("id", "=", id.cap).execute();
    const [changed] = await summaries([id.cap]);
    expect(changed?.name).toBe("Winter cap");
    expect(changed?.image).not.toBe(kept?.image);
  });

  it("skips an unpublished product when only published ones are asked for, kept or not", async () => {
    expect((await summaries([id.draft, id.cap])).map((s) => s.name)).toEqual(["Draft", "Winter cap"]);
    expect((await summaries([id.draft, id.cap], now, { publishedOnly: true })).map((s) => s.name)).toEqual(["Winter cap"]);
  });

  it("keeps the order of the ids asked for, repeats included, and skips ids with no product", async () => {
    expect((await summaries([id.cap, 999_999, id.draft, id.cap])).map((s) => s.id)).toEqual([id.cap, id.draft, id.cap]);
  });
});
