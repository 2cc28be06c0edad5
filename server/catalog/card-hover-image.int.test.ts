import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { catalogDb } from "./catalog-db.ts";
import { loadProductSummaries } from "./product-summaries.ts";
import { insertImage, insertProduct } from "./test-catalog-fixture.ts";

// A listing card's second picture (issue 12): the first gallery picture that is not the main one.

const now = new Date("2026-06-15T12:00:00Z");

describe("product summaries' hover picture", () => {
  let handle: DatabaseHandle;
  const id = { withGallery: 0, onlyMain: 0, noGallery: 0 };

  beforeAll(async () => {
    handle = await createTestDatabase();
    const db = handle.db;
    const front = await insertImage(db, "front");
    const back = await insertImage(db, "back");
    const side = await insertImage(db, "side");
    const lone = await insertImage(db, "lone");
    id.withGallery = await insertProduct(db, { name: "Hoodie", regular_price: 4500, price_min: 4500, price_max: 4500, image_id: front });
    // The main picture repeated first in the gallery, as imports often have it: skipped.
    await db.insertInto("product_gallery").values([front, back, side].map((image_id, position) => ({ product_id: id.withGallery, image_id, position }))).execute();
    id.onlyMain = await insertProduct(db, { name: "Cap", regular_price: 1500, price_min: 1500, price_max: 1500, image_id: lone });
    await db.insertInto("product_gallery").values({ product_id: id.onlyMain, image_id: lone, position: 0 }).execute();
    id.noGallery = await insertProduct(db, { name: "Album", regular_price: 1200, price_min: 1200, price_max: 1200, image_id: lone });
  });
  afterAll(() => handle.close());

  it("is the first gallery picture after the main one, and absent when there is none", async () => {
    const summaries = await loadProductSummaries(catalogDb(handle.db), [id.withGallery, id.onlyMain, id.noGallery], now);
    expect(summaries.map((s) => s.hoverImage?.alt ?? null)).toEqual(["back", null, null]);
    expect(summaries[0]?.image?.alt).toBe("front");
  });
});
