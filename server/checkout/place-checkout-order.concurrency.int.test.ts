import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
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
});
