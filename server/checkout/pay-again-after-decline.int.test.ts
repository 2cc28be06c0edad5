import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyCouponToCart } from "../cart/apply-coupon-to-cart.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { createCoupon } from "../coupons/create-coupon.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { cancelExpiredUnpaidOrders } from "../orders/cancel-expired-unpaid-orders.ts";
import { DEFAULT_HOLD_STOCK_MINUTES } from "../orders/orders.ts";
import type { CheckoutPayments, PayOutcome } from "./checkout-payments.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";
import { checkoutFields, guestCartWith, shipEverywhereFree } from "./test-checkout-fixture.ts";

const NOW = new Date("2026-06-01T12:00:00Z");

/** A card processor that answers each payment in turn from a script (the order's side is what is tested here). */
function scriptedCard(answers: PayOutcome[]): CheckoutPayments & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    available: async () => [{ id: "card_test", title: null, description: null, testMode: true, kind: "card" }],
    acceptsToken: (_gateway, token) => token !== "",
    ownsSavedMethod: async () => false,
    pay: async (request) => {
      calls.push(request.idempotencyKey);
      const answer = answers.shift();
      if (answer === undefined) throw new Error("no scripted answer left");
      return answer;
    },
  };
}

describe("an unpaid order", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
  });
  afterAll(() => handle.close());

  const stockOf = async (id: number) => (await handle.db.selectFrom("products").select("stock_quantity").where("id", "=", id).executeTakeFirstOrThrow()).stock_quantity;

  it("a declined payment leaves a failed order and the cart; the retry pays the same order, so there is one order", async () => {
    const bag = await insertProduct(handle.db, { name: "Bag", regular_price: 5000, manage_stock: 1, stock_quantity: 3 });
    const token = await guestCartWith(handle.db, bag, 1, NOW);
    const card = scriptedCard([{ kind: "failed", code: "card_declined" }, { kind: "paid", transactionId: "ch_2" }]);
    const place = () => placeCheckoutOrder(handle.db, card, { owner: { cartToken: token }, customerId: null, fields: checkoutFields({ payment_method: "card_test", payment_token: "tok_scripted", billing_email: "retry@example.com" }), currency: "USD", returnPath: () => "/" }, NOW);
    expect(await place()).toMatchObject({ ok: false, code: "payment_failed", params: { reason: "card_declined" } });
    expect(await stockOf(bag)).toBe(2);
    const retried = await place();
    expect(retried).toMatchObject({ ok: true, status: "processing" });
    const orders = await handle.db.selectFrom("orders").select(["id", "status", "transaction_id"]).where("email", "=", "retry@example.com").execute();
    expect(orders).toEqual([{ id: retried.ok ? retried.orderId : 0, status: "processing", transaction_id: "ch_2" }]);
    expect(await stockOf(bag)).toBe(2);
    expect(new Set(card.calls).size).toBe(2);
  });

  it("is cancelled once its stock hold runs out: stock and coupon use go back, and a second run changes nothing", async () => {
    const lamp = await insertProduct(handle.db, { name: "Lamp", regular_price: 4000, manage_stock: 1, stock_quantity: 2 });
    expect((await createCoupon(handle.db, { code: "LAMP5", type: "fixed_cart", amount: 500, usageLimit: 10 }, NOW)).ok).toBe(true);
    const token = await guestCartWith(handle.db, lamp, 2, NOW);
    expect((await applyCouponToCart(handle.db, { cartToken: token, code: "LAMP5" }, NOW)).ok).toBe(true);
    const card = scriptedCard([{ kind: "awaiting_action", transactionId: "pi_3ds", redirectUrl: "/challenge" }]);
    const placed = await placeCheckoutOrder(handle.db, card, { owner: { cartToken: token }, customerId: null, fields: checkoutFields({ payment_method: "card_test", payment_token: "tok_scripted" }), currency: "USD", returnPath: () => "/" }, NOW);
    expect(placed).toMatchObject({ ok: true, status: "pending", next: { kind: "authenticate", url: "/challenge" } });
    expect(await stockOf(lamp)).toBe(0);
    const usage = async () => (await handle.db.selectFrom("coupons").select("usage_count").where("code", "=", "LAMP5").executeTakeFirstOrThrow()).usage_count;
    expect(await usage()).toBe(1);

    const justBefore = new Date(NOW.getTime() + DEFAULT_HOLD_STOCK_MINUTES * 60_000 - 1);
    expect(await cancelExpiredUnpaidOrders(handle.db, justBefore)).toEqual({ cancelled: 0 });
    const after = new Date(NOW.getTime() + DEFAULT_HOLD_STOCK_MINUTES * 60_000);
    expect(await cancelExpiredUnpaidOrders(handle.db, after)).toEqual({ cancelled: 1 });
    expect(await cancelExpiredUnpaidOrders(handle.db, after)).toEqual({ cancelled: 0 });
    expect(await stockOf(lamp)).toBe(2);
    expect(await usage()).toBe(0);
    const order = await handle.db.selectFrom("orders").select("status").where("id", "=", placed.ok ? placed.orderId : 0).executeTakeFirstOrThrow();
    expect(order.status).toBe("cancelled");
  });
});
