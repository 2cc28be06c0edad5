import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { insertAttributes, insertProduct, insertVariation } from "../catalog/test-catalog-fixture.ts";
import { addItemsToCart } from "./add-items-to-cart.ts";
import { getCart } from "./get-cart.ts";

const NOW = new Date("2026-06-01T12:00:00Z");

describe("addItemsToCart", () => {
  let handle: DatabaseHandle;
  let mug: number;
  let hoodie: number;
  let vase: number;

  beforeAll(async () => {
    handle = await createTestDatabase();
    mug = await insertProduct(handle.db, { name: "Mug", regular_price: 1200 });
    hoodie = await insertProduct(handle.db, { name: "Hoodie", type: "variable" });
    await insertAttributes(handle.db, hoodie, [{ key: "pa_color", name: "Color", options: ["Blue"], global: true }]);
    await insertVariation(handle.db, hoodie, { pa_color: "blue" }, { regular_price: 4500 });
    vase = await insertProduct(handle.db, { name: "Vase", regular_price: 500, stock_status: "outofstock" });
  });
  afterAll(() => handle.close());

  it("adds a simple product and refuses, per line, a variable product without options and an out-of-stock one", async () => {
    const result = await addItemsToCart(handle.db, { cartToken: null }, [
      { productId: hoodie, quantity: 1 },
      { productId: mug, quantity: 2 },
      { productId: vase, quantity: 1 },
    ], NOW);
    expect(result.lines).toEqual([
      expect.objectContaining({ productId: hoodie, ok: false, code: "variation_required", params: { name: "Hoodie" } }),
      { productId: mug, ok: true },
      expect.objectContaining({ productId: vase, ok: false, code: "out_of_stock", params: { name: "Vase" } }),
    ]);
    expect(result.cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.cart?.lines.map((l) => [l.productId, l.quantity])).toEqual([[mug, 2]]);
  });

  it("carries a new guest cart's token from the first accepted line to the next, so all land in one cart", async () => {
    const result = await addItemsToCart(handle.db, { cartToken: null }, [
      { productId: mug, quantity: 1 },
      { productId: mug, quantity: 3 },
    ], NOW);
    expect(result.lines.every((l) => l.ok)).toBe(true);
    const stored = await getCart(handle.db, { cartToken: result.cartToken }, NOW);
    expect(stored?.lines.map((l) => [l.productId, l.quantity])).toEqual([[mug, 4]]);
  });

  it("creates no cart when every line is refused", async () => {
    const result = await addItemsToCart(handle.db, { cartToken: null }, [{ productId: vase, quantity: 1 }], NOW);
    expect(result).toMatchObject({ cart: null, cartToken: null });
  });
});
