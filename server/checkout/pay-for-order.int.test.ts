import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { tokeniseTestCard } from "../payments/card-test/tokenise-test-card.ts";
import { createPaymentGateways } from "../payments/create-payment-gateways.ts";
import { payForOrder } from "./pay-for-order.ts";
import { payThroughGateways } from "./pay-through-gateways.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";
import { attemptKey, checkoutFields, guestCartWith, shipEverywhereFree } from "./test-checkout-fixture.ts";

// The pay-for-order page's use case, through the real card test mode: an order whose card was
// declined is paid later, once, however many times (or how concurrently) the form is sent.

const NOW = new Date("2026-06-01T12:00:00Z");
const returnPath = (orderId: number, orderKey: string) => `/checkout/order-received/${orderId}/?key=${orderKey}`;

describe("payForOrder", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
  });
  afterAll(() => handle.close());

  const payments = () => payThroughGateways(handle.db, createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW }));
  const tokenFor = async (number: string) => {
    const result = await tokeniseTestCard(handle.db, { number, expiry: "12 / 30", cvc: "123" }, NOW);
    if (!result.ok) throw new Error("test card refused");
    return result.token;
  };
  async function declinedOrder(email: string): Promise<{ orderId: number; orderKey: string }> {
    const product = await insertProduct(handle.db, { name: `Lamp for ${email}`, regular_price: 4500, manage_stock: 1, stock_quantity: 3 });
    const cartToken = await guestCartWith(handle.db, product, 1, NOW);
    const fields = checkoutFields({ payment_method: "card_test", payment_token: await tokenFor("4000 0000 0000 0002"), billing_email: email });
    expect(await placeCheckoutOrder(handle.db, payments(), { owner: { cartToken }, customerId: null, fields, currency: "USD", returnPath }, NOW)).toMatchObject({ ok: false, code: "payment_failed" });
    const order = await handle.db.selectFrom("orders").select(["id", "order_key"]).where("email", "=", email).executeTakeFirstOrThrow();
    return { orderId: order.id, orderKey: order.order_key };
  }
  const payFields = async (card: string, attempt = attemptKey()) => ({ payment_method: "card_test", payment_token: await tokenFor(card), terms: "1", checkout_attempt: attempt });
  /** The test processor's successful payments for the order (its metadata names the order). */
  const chargesOf = async (orderId: number) =>
    (await handle.db.selectFrom("card_test_payments").select(["id", "metadata"]).where("status", "=", "succeeded").execute()).filter((p) => (JSON.parse(p.metadata) as { orderId: number }).orderId === orderId);

  it("pays a declined order with a good card: one order, processing, one successful charge", async () => {
    const order = await declinedOrder("later@example.com");
    const paid = await payForOrder(handle.db, payments(), { ...order, customerId: null, fields: await payFields("4242 4242 4242 4242"), returnPath, timeZone: "UTC" }, NOW);
    expect(paid).toMatchObject({ ok: true, status: "processing", next: { kind: "order_received" } });
    expect(await handle.db.selectFrom("orders").select("status").where("email", "=", "later@example.com").execute()).toEqual([{ status: "processing" }]);
    expect(await chargesOf(order.orderId)).toHaveLength(1);
  });

  it("the same pay form sent 10 times in parallel charges once", async () => {
    const order = await declinedOrder("parallel-pay@example.com");
    const fields = await payFields("4242 4242 4242 4242");
    const answers = await Promise.all(Array.from({ length: 10 }, () => payForOrder(handle.db, payments(), { ...order, customerId: null, fields, returnPath, timeZone: "UTC" }, NOW)));
    expect(answers.every((a) => a?.ok === true)).toBe(true);
    expect(await chargesOf(order.orderId)).toHaveLength(1);
  });

  it("refuses a paid order as not payable, and a wrong key finds no order", async () => {
    const order = await declinedOrder("paid-twice@example.com");
    await payForOrder(handle.db, payments(), { ...order, customerId: null, fields: await payFields("4242 4242 4242 4242"), returnPath, timeZone: "UTC" }, NOW);
    const again = await payForOrder(handle.db, payments(), { ...order, customerId: null, fields: await payFields("4242 4242 4242 4242"), returnPath, timeZone: "UTC" }, NOW);
    expect(again).toMatchObject({ ok: false, code: "order_not_payable", params: { status: "processing" } });
    expect(await payForOrder(handle.db, payments(), { orderId: order.orderId, orderKey: "wc_order_wrong", customerId: null, fields: await payFields("4242 4242 4242 4242"), returnPath, timeZone: "UTC" }, NOW)).toBeNull();
    expect(await chargesOf(order.orderId)).toHaveLength(1);
  });
});
