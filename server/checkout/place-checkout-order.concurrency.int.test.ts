import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyCouponToCart } from "../cart/apply-coupon-to-cart.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { createCoupon } from "../coupons/create-coupon.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";
import { bankTransferOnly, checkoutFields, guestCartWith, shipEverywhereFree } from "./test-checkout-fixture.ts";

// Several connections stand for several app processes placing orders at once (issue 9 bars). On
// SQLite a shop is one process, whose requests share one connection (Kysely hands it to one
// transaction at a time); several SQLite connections in one thread would wait on each other
// synchronously, so there the parallel requests go through one.
const NOW = new Date("2026-06-01T12:00:00Z");
const PROCESSES = process.env.TEST_DB_KIND === "postgres" ? 4 : 1;
const SHOPPERS = 200;
const COUPON_CARTS = 100;
const UNITS_LEFT = 7;

describe("placing orders from several processes at once", () => {
  let handle: TestDatabaseHandle;
  let processes: DatabaseHandle[];
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    processes = [handle, ...Array.from({ length: PROCESSES - 1 }, () => handle.connectAgain())];
  });
  afterAll(async () => {
    for (const other of processes.slice(1)) await other.close();
    await handle.close();
  });

  it(`${SHOPPERS} concurrent checkouts for the last ${UNITS_LEFT} units give exactly ${UNITS_LEFT} orders, none oversold`, async () => {
    const lamp = await insertProduct(handle.db, { name: "Last lamps", regular_price: 3000, manage_stock: 1, stock_quantity: UNITS_LEFT });
    const tokens: string[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) tokens.push(await guestCartWith(handle.db, lamp, 1, NOW));
    const results = await Promise.all(
      tokens.map((cartToken, i) =>
        placeCheckoutOrder(
          (processes[i % PROCESSES] ?? handle).db,
          bankTransferOnly,
          { owner: { cartToken }, customerId: null, fields: checkoutFields({ billing_email: `shopper${i}@example.com` }), currency: "USD", returnPath: () => "/" },
          NOW,
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(UNITS_LEFT);
    const refusals = new Set(results.flatMap((r) => (r.ok ? [] : [r.code])));
    expect([...refusals].every((code) => code === "insufficient_stock" || code === "cart_changed")).toBe(true);
    const orders = await handle.db.selectFrom("order_lines").select((eb) => eb.fn.sum<number | string>("quantity").as("sold")).where("product_id", "=", lamp).executeTakeFirstOrThrow();
    expect(Number(orders.sold)).toBe(UNITS_LEFT);
    const stock = await handle.db.selectFrom("products").select(["stock_quantity", "stock_status"]).where("id", "=", lamp).executeTakeFirstOrThrow();
    expect(stock).toEqual({ stock_quantity: 0, stock_status: "outofstock" });
  });

  it(`a single-use coupon in ${COUPON_CARTS} carts checked out at once is used by exactly one order`, async () => {
    const mug = await insertProduct(handle.db, { name: "Coupon mug", regular_price: 2000 });
    expect((await createCoupon(handle.db, { code: "ONCE", type: "fixed_cart", amount: 500, usageLimit: 1 }, NOW)).ok).toBe(true);
    const tokens: string[] = [];
    for (let i = 0; i < COUPON_CARTS; i += 1) {
      const cartToken = await guestCartWith(handle.db, mug, 1, NOW);
      expect((await applyCouponToCart(handle.db, { cartToken, code: "ONCE" }, NOW)).ok).toBe(true);
      tokens.push(cartToken);
    }
    const results = await Promise.all(
      tokens.map((cartToken, i) =>
        placeCheckoutOrder(
          (processes[i % PROCESSES] ?? handle).db,
          bankTransferOnly,
          { owner: { cartToken }, customerId: null, fields: checkoutFields({ billing_email: `coupon${i}@example.com` }), currency: "USD", returnPath: () => "/" },
          NOW,
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    // Refused at the limit check, or earlier when the cart's refresh already saw the coupon used up.
    const refusals = new Set(results.flatMap((r) => (r.ok ? [] : [r.code])));
    expect([...refusals].every((code) => code === "coupon_usage_limit_reached" || code === "cart_changed")).toBe(true);
    const coupon = await handle.db.selectFrom("coupons").select("usage_count").where("code", "=", "ONCE").executeTakeFirstOrThrow();
    expect(coupon.usage_count).toBe(1);
    const usages = await handle.db.selectFrom("coupon_usages").select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
    expect(Number(usages.count)).toBe(1);
  });
});
