import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import type { ProductInput } from "./catalog.ts";
import { getCatalogVersion } from "./get-catalog-version.ts";
import { refreshScheduledSalePrices } from "./refresh-scheduled-sale-prices.ts";
import { saveProduct } from "./save-product.ts";

const SAVED = new Date("2026-11-23T09:00:00.000Z");
const SALE_STARTS = "2026-11-23T10:00:00.000Z";
const SALE_ENDS = "2026-11-23T12:00:00.000Z";
const after = (iso: string) => new Date(Date.parse(iso) + 1);

const mug: ProductInput = { type: "simple", name: "Mug", sku: "mug", regularPrice: 2000, salePrice: 1500, saleFrom: SALE_STARTS, saleTo: SALE_ENDS };
const lamp: ProductInput = { type: "simple", name: "Lamp", sku: "lamp", regularPrice: 3000 };
const tee: ProductInput = {
  type: "variable",
  name: "Tee",
  sku: "tee",
  attributes: [{ name: "Size", options: ["S", "M"] }],
  variations: [
    { sku: "tee-s", attributes: { Size: "S" }, regularPrice: 2500, salePrice: 1000, saleFrom: SALE_STARTS },
    { sku: "tee-m", attributes: { Size: "M" }, regularPrice: 2600 },
  ],
};
const bundle: ProductInput = { type: "grouped", name: "Bundle", sku: "bundle", groupedProducts: ["mug", "lamp"] };

describe("refreshScheduledSalePrices", () => {
  let handle: DatabaseHandle;
  let mediaDir: string;

  const product = (sku: string) =>
    handle.db.selectFrom("products").select(["price_min", "price_max", "updated_at"]).where("sku", "=", sku).executeTakeFirstOrThrow();

  beforeAll(async () => {
    handle = await createTestDatabase();
    mediaDir = mkdtempSync(join(tmpdir(), "shopwright-sale-"));
    for (const input of [mug, lamp, tee, bundle]) {
      const saved = await saveProduct(handle.db, input, { mediaDir, mode: "create", now: SAVED });
      if (!saved.ok) throw new Error(saved.message);
    }
  });
  afterAll(async () => {
    await handle.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it("leaves every product alone while no sale has started", async () => {
    expect(await refreshScheduledSalePrices(handle.db, { since: SAVED, now: new Date("2026-11-23T09:59:59.999Z") })).toEqual({ refreshed: 0 });
    expect(await product("mug")).toMatchObject({ price_min: 2000, updated_at: SAVED.toISOString() });
  });

  it("reprices products and variations whose sale started, then the groups that hold them, and changes the catalogue version", async () => {
    const versionBefore = await getCatalogVersion(handle.db);
    const now = after(SALE_STARTS);
    expect(await refreshScheduledSalePrices(handle.db, { since: new Date("2026-11-23T09:59:59.999Z"), now })).toEqual({ refreshed: 3 });
    expect(await product("mug")).toEqual({ price_min: 1500, price_max: 1500, updated_at: now.toISOString() });
    expect(await product("tee")).toEqual({ price_min: 1000, price_max: 2600, updated_at: now.toISOString() });
    expect(await product("bundle")).toEqual({ price_min: 1500, price_max: 3000, updated_at: now.toISOString() });
    expect(await product("lamp")).toMatchObject({ updated_at: SAVED.toISOString() });
    expect(await getCatalogVersion(handle.db)).not.toBe(versionBefore);
  });

  it("puts the regular price back when the sale ends", async () => {
    const now = after(SALE_ENDS);
    expect(await refreshScheduledSalePrices(handle.db, { since: after(SALE_STARTS), now })).toEqual({ refreshed: 2 });
    expect(await product("mug")).toEqual({ price_min: 2000, price_max: 2000, updated_at: now.toISOString() });
    expect(await product("bundle")).toMatchObject({ price_min: 2000, price_max: 3000 });
    expect(await product("tee")).toMatchObject({ price_min: 1000 });
  });

  it("on its first run, refreshes every product with a sale boundary already past", async () => {
    expect(await refreshScheduledSalePrices(handle.db, { since: null, now: after(SALE_ENDS) })).toEqual({ refreshed: 3 });
  });
});
