import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addItemToCart } from "../cart/add-item-to-cart.ts";
import { getCart } from "../cart/get-cart.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { orderAgain } from "./order-again.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";
import { bankTransferOnly, checkoutFields, guestCartWith, shipEverywhereFree } from "./test-checkout-fixture.ts";

// "Order again" on a completed order: its items go back into the customer's cart at today's prices,
// and what can no longer be bought is counted, not added.

const NOW = new Date("2026-06-01T12:00:00Z");
const CUSTOMER = 41;

describe("orderAgain", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
  });
  afterAll(() => handle.close());

  /** A completed order of 2 of each product, belonging to CUSTOMER. */
  async function completedOrder(email: string, names: string[]): Promise<{ orderId: number; productIds: number[] }> {
    const productIds: number[] = [];
    for (const name of names) productIds.push(await insertProduct(handle.db, { name, regular_price: 1500, manage_stock: 1, stock_quantity: 10 }));
    const [first = 0, ...rest] = productIds;
    const cartToken = await guestCartWith(handle.db, first, 2, NOW);
    for (const productId of rest) await addItemToCart(handle.db, { cartToken, productId, quantity: 2 }, NOW);
    const placed = await placeCheckoutOrder(handle.db, bankTransferOnly, { owner: { cartToken }, customerId: null, fields: checkoutFields({ billing_email: email }), currency: "USD", returnPath: () => "/" }, NOW);
    if (!placed.ok) throw new Error(placed.code);
    await handle.db.updateTable("orders").set({ customer_id: CUSTOMER, status: "completed" }).where("id", "=", placed.orderId).execute();
    return { orderId: placed.orderId, productIds };
  }

  it("puts a completed order's items in the customer's cart at today's price", async () => {
    const { orderId, productIds } = await completedOrder("again@example.com", ["Blue mug", "Red mug"]);
    await handle.db.updateTable("products").set({ regular_price: 1800 }).where("id", "=", productIds[0] ?? 0).execute();
    expect(await orderAgain(handle.db, orderId, CUSTOMER, NOW)).toEqual({ ok: true, added: 2, skipped: 0 });
    const cart = await getCart(handle.db, { customerId: CUSTOMER }, NOW);
    expect(cart?.lines.map((l) => [l.name, l.quantity, l.unitPrice])).toEqual([
      ["Blue mug", 2, 1800],
      ["Red mug", 2, 1500],
    ]);
  });

  it("leaves out and counts an item that can no longer be bought", async () => {
    const { orderId, productIds } = await completedOrder("gone@example.com", ["Green mug", "Old mug"]);
    await handle.db.updateTable("products").set({ status: "draft" }).where("id", "=", productIds[1] ?? 0).execute();
    expect(await orderAgain(handle.db, orderId, CUSTOMER + 1, NOW)).toEqual({ ok: false, code: "order_not_found" });
    await handle.db.updateTable("orders").set({ customer_id: CUSTOMER + 1 }).where("id", "=", orderId).execute();
    expect(await orderAgain(handle.db, orderId, CUSTOMER + 1, NOW)).toEqual({ ok: true, added: 1, skipped: 1 });
  });

  it("refuses an order that is not completed, and another customer's order, adding nothing", async () => {
    const { orderId } = await completedOrder("hold@example.com", ["Yellow mug"]);
    await handle.db.updateTable("orders").set({ status: "on-hold", customer_id: CUSTOMER + 2 }).where("id", "=", orderId).execute();
    expect(await orderAgain(handle.db, orderId, CUSTOMER + 2, NOW)).toEqual({ ok: false, code: "order_not_reorderable" });
    expect(await getCart(handle.db, { customerId: CUSTOMER + 2 }, NOW)).toBeNull();
  });
});
