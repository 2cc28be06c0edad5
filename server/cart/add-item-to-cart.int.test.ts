import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { insertAttributes, insertProduct, insertVariation } from "../catalog/test-catalog-fixture.ts";
import { addItemToCart } from "./add-item-to-cart.ts";
import { getCart } from "./get-cart.ts";
import type { CartResult, CartView } from "./cart.ts";

const NOW = new Date("2026-06-01T12:00:00Z");

function cartOf(result: CartResult): { cart: CartView; token: string | null } {
  if (!result.ok) throw new Error(`expected success, got ${result.code}`);
  return { cart: result.cart, token: result.cartToken };
}

describe("addItemToCart", () => {
  let handle: DatabaseHandle;
  let mug: number;
  let hoodie: number;
  let blueLarge: number;
  let redAnySize: number;
  const countCarts = async (): Promise<number> => Number((await handle.db.selectFrom("carts").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    handle = await createTestDatabase();
    mug = await insertProduct(handle.db, { name: "Mug", regular_price: 1200, sale_price: 900 });
    hoodie = await insertProduct(handle.db, { name: "Hoodie", type: "variable" });
    await insertAttributes(handle.db, hoodie, [
      { key: "pa_color", name: "Color", options: ["Blue", "Red"], global: true },
      { key: "size", name: "Size", options: ["Large", "Small"] },
    ]);
    blueLarge = await insertVariation(handle.db, hoodie, { pa_color: "blue", size: "large" }, { regular_price: 4500 });
    redAnySize = await insertVariation(handle.db, hoodie, { pa_color: "red", size: "" }, { regular_price: 4000 });
  });
  afterAll(() => handle.close());

  it("creates a guest cart with the catalogue's price and returns its new token", async () => {
    const { cart, token } = cartOf(await addItemToCart(handle.db, { cartToken: null, productId: mug, quantity: 2 }, NOW));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ productId: mug, quantity: 2, unitPrice: 900, regularUnitPrice: 1200, onSale: true, subtotal: 1800, total: 1800, permalink: "/product/mug" });
    expect(cart.totals).toEqual({ subtotal: 1800, discount: 0, tax: 0, total: 1800 });
    expect(cart.itemCount).toBe(2);
    expect(cart.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(cart.notices.map((n) => n.code)).toEqual(["item_added"]);

    const again = cartOf(await addItemToCart(handle.db, { cartToken: token, productId: mug, quantity: 1 }, NOW));
    expect(again.token).toBe(token);
    expect(again.cart.lines).toHaveLength(1);
    expect(again.cart.lines[0]?.quantity).toBe(3);
    expect(again.cart.lines[0]?.key).toBe(cart.lines[0]?.key);
    expect(again.cart.hash).not.toBe(cart.hash);
    // Only the sha256 of the token is stored.
    const stored = await handle.db.selectFrom("carts").select("token_hash").execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it("refuses bad quantities and unknown products without creating a cart", async () => {
    const before = await countCarts();
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(await addItemToCart(handle.db, { cartToken: null, productId: mug, quantity }, NOW)).toMatchObject({ ok: false, code: "invalid_quantity" });
    }
    expect(await addItemToCart(handle.db, { cartToken: null, productId: 999_999, quantity: 1 }, NOW)).toMatchObject({ ok: false, code: "product_not_found" });
    expect(await countCarts()).toBe(before);
  });

  it("refuses what cannot be bought, with the product's URL", async () => {
    const external = await insertProduct(handle.db, { name: "Ebook", type: "external", regular_price: 500, external_url: "https://example.test" });
    const unpriced = await insertProduct(handle.db, { name: "Free sample" });
    const soldOut = await insertProduct(handle.db, { name: "Vase", regular_price: 500, stock_status: "outofstock" });
    const draft = await insertProduct(handle.db, { name: "Secret", regular_price: 500, status: "draft" });
    expect(await addItemToCart(handle.db, { cartToken: null, productId: external, quantity: 1 }, NOW)).toMatchObject({ code: "product_not_purchasable", productUrl: "/product/ebook" });
    expect(await addItemToCart(handle.db, { cartToken: null, productId: unpriced, quantity: 1 }, NOW)).toMatchObject({ code: "product_not_purchasable" });
    expect(await addItemToCart(handle.db, { cartToken: null, productId: soldOut, quantity: 1 }, NOW)).toMatchObject({ code: "out_of_stock", productUrl: "/product/vase" });
    expect(await addItemToCart(handle.db, { cartToken: null, productId: draft, quantity: 1 }, NOW)).toMatchObject({ code: "product_not_found" });
  });

  it("keeps managed stock, minimum and maximum", async () => {
    const lamp = await insertProduct(handle.db, { name: "Lamp", regular_price: 3000, manage_stock: 1, stock_quantity: 3 });
    const { token } = cartOf(await addItemToCart(handle.db, { cartToken: null, productId: lamp, quantity: 2 }, NOW));
    const tooMany = await addItemToCart(handle.db, { cartToken: token, productId: lamp, quantity: 2 }, NOW);
    expect(tooMany).toMatchObject({ ok: false, code: "insufficient_stock", params: { stock: 3, in_cart: 2 } });
    expect((await getCart(handle.db, { cartToken: token }, NOW))?.lines[0]?.quantity).toBe(2);

    const pack = await insertProduct(handle.db, { name: "Sticker pack", regular_price: 100, min_quantity: 5, max_quantity: 10 });
    expect(await addItemToCart(handle.db, { cartToken: null, productId: pack, quantity: 4 }, NOW)).toMatchObject({ code: "quantity_below_minimum", params: { min: 5 } });
    expect(await addItemToCart(handle.db, { cartToken: null, productId: pack, quantity: 11 }, NOW)).toMatchObject({ code: "quantity_above_maximum", params: { max: 10 } });
    const backordered = await insertProduct(handle.db, { name: "Chair", regular_price: 100, manage_stock: 1, stock_quantity: 1, backorders: "yes" });
    expect((await addItemToCart(handle.db, { cartToken: null, productId: backordered, quantity: 5 }, NOW)).ok).toBe(true);
  });

  it("sells a sold-individually item once", async () => {
    const course = await insertProduct(handle.db, { name: "Course", regular_price: 9900, sold_individually: 1 });
    const { cart, token } = cartOf(await addItemToCart(handle.db, { cartToken: null, productId: course, quantity: 5 }, NOW));
    expect(cart.lines[0]).toMatchObject({ quantity: 1, soldIndividually: true, maxQuantity: 1 });
    expect(await addItemToCart(handle.db, { cartToken: token, productId: course, quantity: 1 }, NOW)).toMatchObject({ ok: false, code: "already_in_cart" });
  });

  it("matches a variation from complete choices and sends incomplete ones to the product page", async () => {
    expect(await addItemToCart(handle.db, { cartToken: null, productId: hoodie, quantity: 1 }, NOW)).toMatchObject({ code: "variation_required", productUrl: "/product/hoodie" });
    expect(await addItemToCart(handle.db, { cartToken: null, productId: hoodie, quantity: 1, attributes: { attribute_pa_color: "blue" } }, NOW)).toMatchObject({
      code: "variation_required",
    });
    expect(await addItemToCart(handle.db, { cartToken: null, productId: hoodie, quantity: 1, attributes: { pa_color: "blue", size: "small" } }, NOW)).toMatchObject({
      code: "variation_not_found",
      productUrl: "/product/hoodie",
    });
    const { cart, token } = cartOf(await addItemToCart(handle.db, { cartToken: null, productId: hoodie, quantity: 1, attributes: { attribute_pa_color: "blue", attribute_size: "large" } }, NOW));
    expect(cart.lines[0]).toMatchObject({ variationId: blueLarge, unitPrice: 4500 });
    expect(cart.lines[0]?.attributes).toEqual([
      { key: "pa_color", name: "Color", value: "blue", label: "Blue" },
      { key: "size", name: "Size", value: "large", label: "Large" },
    ]);
    // By id, the fixed attributes are filled in: the same line grows.
    const byId = cartOf(await addItemToCart(handle.db, { cartToken: token, productId: hoodie, variationId: blueLarge, quantity: 1 }, NOW));
    expect(byId.cart.lines).toHaveLength(1);
    expect(byId.cart.lines[0]?.quantity).toBe(2);
    // A variation open to "any" size needs the size, which must be one of the product's options.
    expect(await addItemToCart(handle.db, { cartToken: token, productId: hoodie, variationId: redAnySize, quantity: 1 }, NOW)).toMatchObject({ code: "variation_required" });
    expect(await addItemToCart(handle.db, { cartToken: token, productId: hoodie, variationId: redAnySize, quantity: 1, attributes: { size: "huge" } }, NOW)).toMatchObject({ code: "variation_not_found" });
    const small = cartOf(await addItemToCart(handle.db, { cartToken: token, productId: hoodie, variationId: redAnySize, quantity: 1, attributes: { size: "small" } }, NOW));
    expect(small.cart.lines.map((l) => [l.variationId, l.attributes.map((a) => a.value).join("/")])).toEqual([[blueLarge, "blue/large"], [redAnySize, "red/small"]]);
    // A simple product ignores a stray variation id, as WooCommerce does.
    expect(await addItemToCart(handle.db, { cartToken: token, productId: mug, variationId: blueLarge, quantity: 1 }, NOW)).toMatchObject({ ok: true });
  });

  it("keeps a customer's cart under the account, without a token", async () => {
    const result = cartOf(await addItemToCart(handle.db, { customerId: 42, productId: mug, quantity: 1 }, NOW));
    expect(result.token).toBeNull();
    expect((await getCart(handle.db, { customerId: 42 }, NOW))?.itemCount).toBe(1);
    expect(await getCart(handle.db, { customerId: 43 }, NOW)).toBeNull();
  });

  it("loses no update when adds to one cart race", async () => {
    const { token } = cartOf(await addItemToCart(handle.db, { cartToken: null, productId: mug, quantity: 1 }, NOW));
    await Promise.all(Array.from({ length: 8 }, () => addItemToCart(handle.db, { cartToken: token, productId: mug, quantity: 1 }, NOW)));
    expect((await getCart(handle.db, { cartToken: token }, NOW))?.lines[0]?.quantity).toBe(9);
  });

  it("records a cart's activity to the hour, without a write on every add", async () => {
    const { token } = cartOf(await addItemToCart(handle.db, { cartToken: null, productId: mug, quantity: 1 }, NOW));
    const updatedAt = async () => (await handle.db.selectFrom("carts").select("updated_at").orderBy("id", "desc").executeTakeFirstOrThrow()).updated_at;
    const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    await addItemToCart(handle.db, { cartToken: token, productId: mug, quantity: 1 }, later(30));
    expect(await updatedAt()).toBe(NOW.toISOString());
    await addItemToCart(handle.db, { cartToken: token, productId: mug, quantity: 1 }, later(61));
    expect(await updatedAt()).toBe(later(61).toISOString());
  });
});
