import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import type { ProductInput } from "./catalog.ts";
import { getPurchasableItems } from "./get-purchasable-item.ts";
import { saveProduct } from "./save-product.ts";

// What shipping needs from the catalogue: each item's shipping class and whether it is virtual.

const now = new Date("2026-06-01T00:00:00Z");

const sofa: ProductInput = {
  type: "variable",
  name: "Sofa",
  shippingClass: "bulky",
  attributes: [{ name: "Size", options: ["Two seats", "Three seats"], usedForVariations: true }],
  variations: [
    { attributes: { Size: "Two seats" }, regularPrice: 50_000 },
    { attributes: { Size: "Three seats" }, regularPrice: 70_000, shippingClass: "oversize" },
  ],
};

describe("the purchasable item's shipping facts", () => {
  let handle: DatabaseHandle;
  let mediaDir: string;
  const options = () => ({ mediaDir, mode: "upsert" as const, now });

  beforeAll(async () => {
    handle = await createTestDatabase();
    mediaDir = mkdtempSync(join(tmpdir(), "shopwright-shipping-class-"));
  });
  afterAll(async () => {
    await handle.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it("gives a variation its own shipping class, or the product's when it has none", async () => {
    const saved = await saveProduct(handle.db, sofa, options());
    if (!saved.ok) throw new Error(saved.message);
    const variations = await handle.db.selectFrom("variations").select("id").where("product_id", "=", saved.productId).orderBy("id").execute();
    const refs = [{ productId: saved.productId, variationId: null }, ...variations.map((v) => ({ productId: saved.productId, variationId: v.id }))];
    const items = await getPurchasableItems(handle.db, refs, now);
    expect(items.map((i) => [i?.shippingClass, i?.virtual])).toEqual([["bulky", false], ["bulky", false], ["oversize", false]]);
  });

  it("marks a virtual product, and one without a class has the class ''", async () => {
    const saved = await saveProduct(handle.db, { type: "simple", name: "E-book", regularPrice: 900, virtual: true }, options());
    if (!saved.ok) throw new Error(saved.message);
    const [item] = await getPurchasableItems(handle.db, [{ productId: saved.productId, variationId: null }], now);
    expect(item).toMatchObject({ shippingClass: "", virtual: true });
  });

  it("refuses a shipping class that is not a slug", async () => {
    const saved = await saveProduct(handle.db, { type: "simple", name: "Crate", regularPrice: 900, shippingClass: "Bulky Items" }, options());
    expect(saved).toMatchObject({ ok: false, code: "invalid_product" });
  });
});
