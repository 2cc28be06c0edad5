import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addItemToCart } from "../cart/add-item-to-cart.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { tokeniseTestCard } from "../payments/card-test/tokenise-test-card.ts";
import { createPaymentGateways, type PaymentGateways } from "../payments/create-payment-gateways.ts";
import { payThroughGateways } from "./pay-through-gateways.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";
import { bankTransferOnly, checkoutFields, shipEverywhereFree } from "./test-checkout-fixture.ts";

// Placing an order whose cart holds subscriptions (issue 10): it needs an account, charges today's
// total (sign-up fees, trials, the other products of a mixed cart), keeps the card for the
// renewals, and hands the recurring carts to the subscription record in the order's transaction.
// What the record then holds is checkout-subscription-record.int.test.ts's.

const NOV_20 = new Date("2026-11-20T12:00:00Z");
const UTC = { timeZone: "UTC", prorateFirstPeriod: false };
const returnPath = (orderId: number, orderKey: string) => `/checkout/order-received/${orderId}/?key=${orderKey}`;

describe("placing an order with subscriptions", () => {
  let handle: TestDatabaseHandle;
  let gateways: PaymentGateways;
  let coffee = 0;
  let mug = 0;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOV_20 });
    coffee = await insertProduct(handle.db, { type: "subscription", name: "Coffee Box", regular_price: 2400, subscription_period: "month", subscription_interval: 1, subscription_sign_up_fee: 500, subscription_trial_length: 14, subscription_trial_period: "day" });
    mug = await insertProduct(handle.db, { name: "Mug", regular_price: 1000 });
  });
  afterAll(() => handle.close());

  async function cartOf(productIds: number[]): Promise<string> {
    let cartToken: string | null = null;
    for (const productId of productIds) {
      const added = await addItemToCart(handle.db, { cartToken, productId, quantity: 1 }, NOV_20, UTC);
      if (!added.ok) throw new Error(added.code);
      cartToken = added.cartToken;
    }
    if (cartToken === null) throw new Error("no cart");
    return cartToken;
  }
  const ordersOf = (email: string) => handle.db.selectFrom("orders").select(["id", "status", "total", "customer_id"]).where("email", "=", email).execute();
  const subscriptionsOf = (orderId: number) =>
    handle.db.selectFrom("subscriptions").select(["customer_id", "status", "cart_key", "payment_method", "saved_method_id", "manual_renewal", "total"]).where("parent_order_id", "=", orderId).execute();

  it("refuses a guest a subscription without an account, tied to the password field, and makes no order", async () => {
    const cartToken = await cartOf([coffee]);
    const result = await placeCheckoutOrder(handle.db, bankTransferOnly, { owner: { cartToken }, customerId: null, fields: checkoutFields({ billing_email: "guest@example.test" }), currency: "USD", returnPath, signUp: UTC }, NOV_20);
    expect(result).toMatchObject({ ok: false, code: "account_required", fieldErrors: [{ field: "account_password", code: "account_required" }] });
    expect(await ordersOf("guest@example.test")).toEqual([]);
    expect(await handle.db.selectFrom("subscriptions").select("id").execute()).toEqual([]);
  });

  it("charges a customer today's total by card, saves the card unasked, and records the recurring cart's subscription, renewing with that card", async () => {
    const cartToken = await cartOf([coffee, mug]);
    const token = await tokeniseTestCard(handle.db, { number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" }, NOV_20);
    if (!token.ok) throw new Error("tokenising failed");
    // No save_payment_method: a subscription's card is kept for its renewals all the same.
    const fields = checkoutFields({ billing_email: "cora@example.test", payment_method: "card_test", payment_token: token.token });
    const result = await placeCheckoutOrder(handle.db, payThroughGateways(handle.db, gateways), { owner: { cartToken }, customerId: 31, fields, currency: "USD", returnPath, signUp: UTC }, NOV_20);
    expect(result).toMatchObject({ ok: true, status: "processing" });
    // Today: the $5.00 sign-up fee (the trial delays the $24.00) and the $10.00 mug.
    const [order] = await ordersOf("cora@example.test");
    expect(order).toMatchObject({ status: "processing", total: 1500, customer_id: 31 });
    const saved = await handle.db.selectFrom("payment_methods").select(["id", "customer_id", "gateway"]).where("customer_id", "=", 31).execute();
    expect(saved.map(({ customer_id, gateway }) => ({ customer_id, gateway }))).toEqual([{ customer_id: 31, gateway: "card_test" }]);

    // Only the subscription renews ($24.00 a month), with the card its payment saved.
    expect(await subscriptionsOf(order?.id ?? 0)).toEqual([
      { customer_id: 31, status: "active", cart_key: "month_1_len0_trial14day_next2026-12-04", payment_method: "card_test", saved_method_id: saved[0]?.id, manual_renewal: 0, total: 2400 },
    ]);
  });

  it("takes an offline method for a subscription, whose renewals are then paid by hand", async () => {
    const cartToken = await cartOf([coffee]);
    const fields = checkoutFields({ billing_email: "dev@example.test" });
    const result = await placeCheckoutOrder(handle.db, bankTransferOnly, { owner: { cartToken }, customerId: 32, fields, currency: "USD", returnPath, signUp: UTC }, NOV_20);
    expect(result).toMatchObject({ ok: true, status: "on-hold" });
    const [order] = await ordersOf("dev@example.test");
    expect(await subscriptionsOf(order?.id ?? 0)).toMatchObject([{ customer_id: 32, status: "on-hold", payment_method: "bacs", saved_method_id: null, manual_renewal: 1 }]);
  });

  it("creates no subscription for an ordinary order", async () => {
    const cartToken = await cartOf([mug]);
    const result = await placeCheckoutOrder(handle.db, bankTransferOnly, { owner: { cartToken }, customerId: null, fields: checkoutFields({ billing_email: "mo@example.test" }), currency: "USD", returnPath, signUp: UTC }, NOV_20);
    expect(result).toMatchObject({ ok: true });
    const [order] = await ordersOf("mo@example.test");
    expect(await subscriptionsOf(order?.id ?? 0)).toEqual([]);
  });
});
