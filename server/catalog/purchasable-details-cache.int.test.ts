import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { getPurchasableItems } from "./get-purchasable-item.ts";
import { assignCategories, insertCategory, insertImage, insertProduct } from "./test-catalog-fixture.ts";

const NOW = new Date("2026-06-01T12:00:00Z");

describe("the purchasable details cache", () => {
  let handle: DatabaseHandle;
  let other: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    other = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all([handle.close(), other.close()]);
  });

  async function categoriesOf(db: DatabaseHandle["db"], productId: number): Promise<number[] | undefined> {
    const [item] = await getPurchasableItems(db, [{ productId, variationId: null }], NOW);
    return item?.categoryIds;
  }

  it("serves details from memory until the product's updated_at changes", async () => {
    const productId = await insertProduct(handle.db, { name: "Cached", regular_price: 500, updated_at: "2026-01-01T00:00:00.000Z" });
    const category = await insertCategory(handle.db, "Kitchen");
    await assignCategories(handle.db, productId, [category]);
    expect(await categoriesOf(handle.db, productId)).toEqual([category]);

    // A change behind the catalogue's back (no save, so no new updated_at) is not seen...
    await handle.db.deleteFrom("product_categories").where("product_id", "=", productId).execute();
    expect(await categoriesOf(handle.db, productId)).toEqual([category]);
    // ...and inside a transaction the same cache answers.
    expect(await handle.db.transaction().execute((trx) => categoriesOf(trx, productId))).toEqual([category]);

    // A save stamps a new updated_at, and the next read sees the product as it is.
    await handle.db.updateTable("products").set({ updated_at: "2026-01-02T00:00:00.000Z" }).where("id", "=", productId).execute();
    expect(await categoriesOf(handle.db, productId)).toEqual([]);
  });

  it("reads price, stock and status fresh on every call", async () => {
    const productId = await insertProduct(handle.db, { name: "Fresh", regular_price: 500, manage_stock: 1, stock_quantity: 4 });
    await getPurchasableItems(handle.db, [{ productId, variationId: null }], NOW);
    await handle.db.updateTable("products").set({ regular_price: 900, stock_quantity: 1, status: "draft" }).where("id", "=", productId).execute();
    const [item] = await getPurchasableItems(handle.db, [{ productId, variationId: null }], NOW);
    expect(item).toMatchObject({ price: 900, limits: { stockLimit: 1 }, purchasable: false });
  });

  it("reloads when a row points at an image the cached details do not know", async () => {
    const productId = await insertProduct(handle.db, { name: "Pictured", regular_price: 500 });
    const [before] = await getPurchasableItems(handle.db, [{ productId, variationId: null }], NOW);
    expect(before?.image).toBeNull();
    const imageId = await insertImage(handle.db, "pictured");
    await handle.db.updateTable("products").set({ image_id: imageId }).where("id", "=", productId).execute();
    const [after] = await getPurchasableItems(handle.db, [{ productId, variationId: null }], NOW);
    expect(after?.image?.id).toBe(imageId);
  });

  it("keeps one cache per database, so equal ids in two databases never mix", async () => {
    const same = { id: 9001, regular_price: 100, updated_at: "2026-03-01T00:00:00.000Z" };
    await insertProduct(handle.db, { name: "First", ...same });
    await insertProduct(other.db, { name: "Second", ...same });
    const category = await insertCategory(handle.db, "Only in the first");
    await assignCategories(handle.db, same.id, [category]);
    expect(await categoriesOf(handle.db, same.id)).toEqual([category]);
    const [item] = await getPurchasableItems(other.db, [{ productId: same.id, variationId: null }], NOW);
    expect(item).toMatchObject({ name: "Second", categoryIds: [] });
  });
});
