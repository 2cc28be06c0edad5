import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "./test-database.ts";

// Migration 018's keys, on each database: they are what makes a subscription's creation and each
// renewal period happen once (docs/decisions/026).

const AT = "2026-06-01T12:00:00.000Z";

function subscriptionRow(parentOrderId: number, cartKey: string) {
  return {
    status: "pending",
    customer_id: 1,
    parent_order_id: parentOrderId,
    cart_key: cartKey,
    billing_period: "month",
    billing_interval: 1,
    length: 0,
    trial_length: 0,
    trial_period: "day",
    renewal_day: null,
    billing: "{}",
    shipping: null,
    currency: "USD",
    lines: "[]",
    shipping_lines: "[]",
    tax_lines: "[]",
    subtotal: 1000,
    discount_total: 0,
    shipping_total: 0,
    tax_total: 0,
    total: 1000,
    payment_method: "card_test",
    saved_method_id: 1,
    manual_renewal: 0,
    start_at: AT,
    trial_end_at: null,
    next_payment_at: "2026-07-01T12:00:00.000Z",
    last_payment_at: null,
    end_at: null,
    cancelled_at: null,
    created_at: AT,
    updated_at: AT,
  };
}

describe("the subscription tables", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("refuse a second subscription for the same parent order and recurring cart key", async () => {
    await handle.db.insertInto("subscriptions").values(subscriptionRow(10, "month_1")).execute();
    await expect(handle.db.insertInto("subscriptions").values(subscriptionRow(10, "month_1")).execute()).rejects.toThrow();
    await handle.db.insertInto("subscriptions").values(subscriptionRow(10, "year_1")).execute();
    const rows = await handle.db.selectFrom("subscriptions").select("cart_key").where("parent_order_id", "=", 10).orderBy("cart_key").execute();
    expect(rows).toEqual([{ cart_key: "month_1" }, { cart_key: "year_1" }]);
  });

  it("let only one renewal row claim a subscription's period, and delete its rows with it", async () => {
    const { id } = await handle.db.insertInto("subscriptions").values(subscriptionRow(11, "month_1")).returning("id").executeTakeFirstOrThrow();
    const claim = () =>
      handle.db
        .insertInto("subscription_renewals")
        .values({ subscription_id: id, scheduled_at: "2026-07-01T12:00:00.000Z", status: "charging", created_at: AT, updated_at: AT })
        .onConflict((oc) => oc.columns(["subscription_id", "scheduled_at"]).doNothing())
        .executeTakeFirst();
    expect(Number((await claim()).numInsertedOrUpdatedRows)).toBe(1);
    expect(Number((await claim()).numInsertedOrUpdatedRows ?? 0)).toBe(0);
    await handle.db.insertInto("subscription_notes").values({ subscription_id: id, code: "x", params: "{}", created_at: AT }).execute();
    await handle.db.deleteFrom("subscriptions").where("id", "=", id).execute();
    expect(await handle.db.selectFrom("subscription_renewals").select("id").where("subscription_id", "=", id).execute()).toEqual([]);
    expect(await handle.db.selectFrom("subscription_notes").select("id").where("subscription_id", "=", id).execute()).toEqual([]);
  });
});
