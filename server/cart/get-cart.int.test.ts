import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { addItemToCart } from "./add-item-to-cart.ts";
import { issueToken } from "../tokens/secure-token.ts";
import { getCart } from "./get-cart.ts";
import { removeCartItem } from "./remove-cart-item.ts";
import { updateCartItemQuantity } from "./update-cart-item-quantity.ts";

const NOW = new Date("2026-06-01T12:00:00Z");

describe("getCart, updateCartItemQuantity, removeCartItem", () => {
  let handle: DatabaseHandle;
  let mug: number;
  let lamp: number;

  async function newCart(productId: number, quantity: number): Promise<{ token: string; key: string }> {
    const result = await addItemToCart(handle.db, { cartToken: null, productId, quantity }, NOW);
    if (!result.ok || result.cartToken === null) throw new Error("add failed");
    return { token: result.cartToken, key: result.cart.lines[0]?.key ?? "" };
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    mug = await insertProduct(handle.db, { name: "Mug", regular_price: 1200 });
    lamp = await insertProduct(handle.db, { name: "Lamp", regular_price: 3000, manage_stock: 1, stock_quantity: 5 });
  });
  afterAll(() => handle.close());

  it("answers null for a visitor without a cart and creates nothing", async () => {
    expect(await getCart(handle.db, { cartToken: null }, NOW)).toBeNull();
    expect(await getCart(handle.db, { cartToken: issueToken().token }, NOW)).toBeNull();
    expect(await getCart(handle.db, { cartToken: "not a token" }, NOW)).toBeNull();
    expect(await handle.db.selectFrom("carts").select("id").execute()).toEqual([]);
  });

  it("prices lines from the catalogue as it is now", async () => {
    const { token } = await newCart(mug, 2);
    await handle.db.updateTable("products").set({ regular_price: 1500 }).where("id", "=", mug).execute();
    const cart = await getCart(handle.db, { cartToken: token }, NOW);
    expect(cart?.totals.total).toBe(3000);
    expect(cart?.notices).toEqual([]);
    await handle.db.updateTable("products").set({ regular_price: 1200 }).where("id", "=", mug).execute();
  });

  it("lowers a quantity to shrunken stock and removes what became unavailable, with notices", async () => {
    const { token } = await newCart(lamp, 4);
    await addItemToCart(handle.db, { cartToken: token, productId: mug, quantity: 1 }, NOW);
    await handle.db.updateTable("products").set({ stock_quantity: 2 }).where("id", "=", lamp).execute();
    await handle.db.updateTable("products").set({ status: "draft" }).where("id", "=", mug).execute();
    const cart = await getCart(handle.db, { cartToken: token }, NOW);
    expect(cart?.notices.map((n) => [n.code, n.params])).toEqual([
      ["quantity_reduced_to_stock", { name: "Lamp", quantity: 2 }],
      ["item_removed_unavailable", { name: "Mug" }],
    ]);
    expect(cart?.lines.map((l) => [l.productId, l.quantity])).toEqual([[lamp, 2]]);
    // The adjustment is stored: the next read has nothing to report.
    expect((await getCart(handle.db, { cartToken: token }, NOW))?.notices).toEqual([]);
    await handle.db.updateTable("products").set({ stock_quantity: 5 }).where("id", "=", lamp).execute();
    await handle.db.updateTable("products").set({ status: "publish" }).where("id", "=", mug).execute();
  });

  it("sets a quantity, checks it against stock, and removes the line at 0", async () => {
    const { token, key } = await newCart(lamp, 1);
    const updated = await updateCartItemQuantity(handle.db, { cartToken: token, key, quantity: 3 }, NOW);
    expect(updated).toMatchObject({ ok: true, cart: { itemCount: 3, notices: [{ code: "quantity_updated" }] } });
    expect(await updateCartItemQuantity(handle.db, { cartToken: token, key, quantity: 6 }, NOW)).toMatchObject({ ok: false, code: "insufficient_stock" });
    expect(await updateCartItemQuantity(handle.db, { cartToken: token, key, quantity: 2.5 }, NOW)).toMatchObject({ ok: false, code: "invalid_quantity" });
    expect(await updateCartItemQuantity(handle.db, { cartToken: token, key: "nope", quantity: 1 }, NOW)).toMatchObject({ ok: false, code: "cart_item_not_found" });
    const emptied = await updateCartItemQuantity(handle.db, { cartToken: token, key, quantity: 0 }, NOW);
    expect(emptied).toMatchObject({ ok: true, cart: { lines: [], itemCount: 0, hash: "", notices: [{ code: "item_removed" }] } });
  });

  it("removes a line by its key", async () => {
    const { token, key } = await newCart(mug, 1);
    const removed = await removeCartItem(handle.db, { cartToken: token, key }, NOW);
    expect(removed).toMatchObject({ ok: true, cart: { lines: [], notices: [{ code: "item_removed", params: { name: "Mug" } }] } });
    expect(await removeCartItem(handle.db, { cartToken: token, key }, NOW)).toMatchObject({ ok: false, code: "cart_item_not_found" });
    expect(await removeCartItem(handle.db, { cartToken: null, key }, NOW)).toMatchObject({ ok: false, code: "cart_item_not_found" });
  });
});
