import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { saveShippingMethod } from "../shipping/save-shipping-method.ts";
import { saveShippingZone } from "../shipping/save-shipping-zone.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";
import { bankTransferOnly, checkoutFields, guestCartWith } from "./test-checkout-fixture.ts";

// Shipping at checkout: the destination's zone offers its rates, the chosen one is charged on the
// order, and a rate the destination is not offered (stale or forged) is refused.

const NOW = new Date("2026-06-01T12:00:00Z");

describe("checkout shipping", () => {
  let handle: TestDatabaseHandle;
  let flatRateId = "";
  beforeAll(async () => {
    handle = await createTestDatabase();
    const zone = await saveShippingZone(handle.db, null, { name: "United States", order: 1, locations: [{ type: "country", code: "US" }] });
    if (!zone.ok) throw new Error(zone.code);
    const flat = await saveShippingMethod(handle.db, zone.zone.id, null, { type: "flat_rate", title: "Flat rate", order: 1, settings: { cost: "5.00" } });
    if (!flat.ok) throw new Error(flat.code);
    flatRateId = `flat_rate:${flat.method.id}`;
  });
  afterAll(() => handle.close());

  const place = async (email: string, fields: Record<string, string>) => {
    const product = await insertProduct(handle.db, { name: `Kettle for ${email}`, regular_price: 3000 });
    const cartToken = await guestCartWith(handle.db, product, 1, NOW);
    return placeCheckoutOrder(handle.db, bankTransferOnly, { owner: { cartToken }, customerId: null, fields: checkoutFields({ billing_email: email, ...fields }), currency: "USD", returnPath: () => "/" }, NOW);
  };

  it("charges the chosen flat rate of the US zone on the order, with its shipping line", async () => {
    const result = await place("flat@example.com", { shipping_method: flatRateId });
    if (!result.ok) throw new Error(result.code);
    const order = await handle.db.selectFrom("orders").select(["shipping_total", "total"]).where("id", "=", result.orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ shipping_total: 500, total: 3500 });
    const lines = await handle.db.selectFrom("order_shipping_lines").select(["method_id", "cost"]).where("order_id", "=", result.orderId).execute();
    expect(lines).toEqual([{ method_id: flatRateId, cost: 500 }]);
  });

  it("refuses a rate the destination is not offered, and a country no zone ships to, and makes no order", async () => {
    expect(await place("forged@example.com", { shipping_method: "free_shipping:999" })).toMatchObject({ ok: false, code: "shipping_method_unavailable" });
    expect(await place("abroad@example.com", { billing_country: "FR", billing_state: "", billing_postcode: "75001", shipping_method: flatRateId })).toMatchObject({
      ok: false,
      code: "shipping_method_unavailable",
    });
    const orders = await handle.db.selectFrom("orders").select("id").where("email", "in", ["forged@example.com", "abroad@example.com"]).execute();
    expect(orders).toEqual([]);
  });
});
