import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCart } from "../cart/get-cart.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { addItemToCart } from "../cart/add-item-to-cart.ts";
import { createCustomer } from "../customers/create-customer.ts";
import { getCustomer } from "../customers/get-customer.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";
import { attemptKey, bankTransferOnly, checkoutFields, guestCartWith, shipEverywhereFree } from "./test-checkout-fixture.ts";

const NOW = new Date("2026-06-01T12:00:00Z");
const returnPath = (id: number, key: string) => `/checkout/order-pay/${id}/?key=${key}`;

describe("placeCheckoutOrder", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
  });
  afterAll(() => handle.close());

  const place = (cartToken: string, fields: Record<string, string>) =>
    placeCheckoutOrder(handle.db, bankTransferOnly, { owner: { cartToken }, customerId: null, fields, currency: "USD", returnPath }, NOW);

  it("turns a guest cart into an on-hold bank-transfer order with a snapshot of its lines, takes the stock and empties the cart", async () => {
    const mug = await insertProduct(handle.db, { name: "Mug", sku: "MUG-1", regular_price: 1200, manage_stock: 1, stock_quantity: 5 });
    const token = await guestCartWith(handle.db, mug, 2, NOW);
    const result = await place(token, checkoutFields());
    expect(result).toMatchObject({ ok: true, status: "on-hold", next: { kind: "order_received" } });
    if (!result.ok) return;
    const order = await handle.db.selectFrom("orders").selectAll().where("id", "=", result.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: "on-hold", email: "ada@example.com", subtotal: 2400, total: 2400, payment_method: "bacs", stock_held: 1 });
    expect(order.order_key).toBe(result.orderKey);
    const lines = await handle.db.selectFrom("order_lines").selectAll().where("order_id", "=", result.orderId).execute();
    expect(lines).toMatchObject([{ product_id: mug, name: "Mug", sku: "MUG-1", quantity: 2, subtotal: 2400, total: 2400 }]);
    const stock = await handle.db.selectFrom("products").select("stock_quantity").where("id", "=", mug).executeTakeFirstOrThrow();
    expect(stock.stock_quantity).toBe(3);
    expect(await getCart(handle.db, { cartToken: token }, NOW)).toMatchObject({ lines: [] });
  });

  it("ignores a price, a total, a tax or a shipping cost sent with the form", async () => {
    const mug = await insertProduct(handle.db, { name: "Priced mug", regular_price: 1500 });
    const token = await guestCartWith(handle.db, mug, 1, NOW);
    const result = await place(token, checkoutFields({ total: "1", order_total: "1", price: "1", tax: "0", shipping_cost: "0", "line_total[0]": "1" }));
    if (!result.ok) throw new Error(result.code);
    const order = await handle.db.selectFrom("orders").select(["subtotal", "total"]).where("id", "=", result.orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ subtotal: 1500, total: 1500 });
  });

  it("refuses a form without the terms ticked or with a bad email, tied to the fields, and makes no order", async () => {
    const mug = await insertProduct(handle.db, { name: "Terms mug", regular_price: 1000 });
    const token = await guestCartWith(handle.db, mug, 1, NOW);
    const before = await handle.db.selectFrom("orders").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    const result = await place(token, checkoutFields({ terms: "", billing_email: "not-an-email", billing_city: "" }));
    expect(result).toMatchObject({ ok: false });
    if (result.ok) return;
    expect(result.fieldErrors.map((e) => [e.field, e.code])).toEqual([
      ["billing_city", "field_required"],
      ["billing_email", "email_invalid"],
      ["terms", "terms_not_accepted"],
    ]);
    const after = await handle.db.selectFrom("orders").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("the same checkout submitted 10 times in parallel gives one order", async () => {
    const mug = await insertProduct(handle.db, { name: "Parallel mug", regular_price: 1000, manage_stock: 1, stock_quantity: 50 });
    const token = await guestCartWith(handle.db, mug, 1, NOW);
    const fields = checkoutFields();
    const results = await Promise.all(Array.from({ length: 10 }, () => place(token, fields)));
    const orderIds = new Set(results.map((r) => (r.ok ? r.orderId : r.code)));
    expect(orderIds.size).toBe(1);
    expect(results.every((r) => r.ok)).toBe(true);
    const orders = await handle.db.selectFrom("orders").select("id").where("cart_id", "in", handle.db.selectFrom("carts").select("id").where("token_hash", "is not", null)).execute();
    expect(orders.filter((o) => orderIds.has(o.id))).toHaveLength(1);
    const stock = await handle.db.selectFrom("products").select("stock_quantity").where("id", "=", mug).executeTakeFirstOrThrow();
    expect(stock.stock_quantity).toBe(49);
  });

  it("refuses an empty cart with cart_empty", async () => {
    const mug = await insertProduct(handle.db, { name: "Once mug", regular_price: 1000 });
    const token = await guestCartWith(handle.db, mug, 1, NOW);
    expect(await place(token, checkoutFields())).toMatchObject({ ok: true });
    expect(await place(token, checkoutFields({ checkout_attempt: attemptKey() }))).toMatchObject({ ok: false, code: "cart_empty" });
  });

  it("a signed-in customer's order belongs to them and saves the billing address back to the account", async () => {
    const created = await createCustomer(handle.db, { email: "grace@example.com", firstName: "Grace", lastName: "Hopper", passwordHash: null, role: "customer" }, NOW);
    if (!created.ok) throw new Error(created.code);
    const customerId = created.customer.id;
    const mug = await insertProduct(handle.db, { name: "Customer mug", regular_price: 1000 });
    expect((await addItemToCart(handle.db, { customerId, productId: mug, quantity: 1 }, NOW)).ok).toBe(true);
    const fields = checkoutFields({ billing_email: "grace@example.com", billing_city: "Arlington", billing_state: "VA", billing_postcode: "22201" });
    const result = await placeCheckoutOrder(handle.db, bankTransferOnly, { owner: { customerId }, customerId, fields, currency: "USD", returnPath }, NOW);
    if (!result.ok) throw new Error(result.code);
    const order = await handle.db.selectFrom("orders").select("customer_id").where("id", "=", result.orderId).executeTakeFirstOrThrow();
    expect(order.customer_id).toBe(customerId);
    expect((await getCustomer(handle.db, customerId))?.billing).toMatchObject({ city: "Arlington", state: "VA", postcode: "22201", country: "US" });
  });
});
