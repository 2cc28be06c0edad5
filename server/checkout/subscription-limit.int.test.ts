import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addItemToCart } from "../cart/add-item-to-cart.ts";
import { getCart } from "../cart/get-cart.ts";
import { getSubscriptionLimits } from "../catalog/get-subscription-limits.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { createPaymentGateways, type PaymentGateways } from "../payments/create-payment-gateways.ts";
import { moveSubscriptionStatus } from "../subscriptions/move-subscription-status.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";
import { bankTransferOnly, checkoutFields, guestCartWith, shipEverywhereFree } from "./test-checkout-fixture.ts";
import { subscribe, type TestCustomer } from "./test-subscription-fixture.ts";

// WooCommerce Subscriptions' "Limit subscription" (issue 10: an optional "one active subscription
// per customer" limit per product): the cart refuses a signed-in customer who already holds a
// subscription to a limited product, and so does the checkout, also for a guest who logs in there
// with a cart filled before; another customer, a guest, and (limited to one active) the customer
// whose subscription has ended may buy it.

const NOW = new Date("2026-06-01T12:00:00.000Z");

describe("one subscription per customer", () => {
  let handle: DatabaseHandle;
  let gateways: PaymentGateways;
  let customerSeq = 500;
  const newCustomer = (): TestCustomer => {
    customerSeq += 1;
    return { id: customerSeq, email: `limited${customerSeq}@example.test` };
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW });
  });
  afterAll(() => handle.close());

  /** A customer subscribed (bank transfer, on hold until paid) to a product that then limits its subscriptions as `limit` says. */
  const subscribedTo = async (limit: "active" | "any" | null) => {
    const customer = newCustomer();
    const { subscriptionId, productId } = await subscribe(handle.db, gateways, { customer, price: 1200, payment: { kind: "bank_transfer" } }, NOW);
    await handle.db
      .updateTable("products")
      .set({ type: "subscription", subscription_period: "month", subscription_interval: 1, subscription_limit: limit })
      .where("id", "=", productId)
      .execute();
    return { customer, subscriptionId, productId };
  };
  const cancel = (subscriptionId: number) => handle.db.transaction().execute((trx) => moveSubscriptionStatus(trx, subscriptionId, { to: "cancelled" }, NOW));
  const add = (customerId: number, productId: number) => addItemToCart(handle.db, { customerId, productId, quantity: 1 }, NOW);
  const checkout = async (customerId: number, productId: number) =>
    placeCheckoutOrder(handle.db, bankTransferOnly, { owner: { cartToken: await guestCartWith(handle.db, productId, 1, NOW) }, customerId, fields: checkoutFields({ billing_email: `buyer${customerId}@example.test` }), currency: "USD", returnPath: () => "/" }, NOW);
  const ordersOf = async (customerId: number) => (await handle.db.selectFrom("orders").select("id").where("customer_id", "=", customerId).execute()).length;

  it("reads each product's limit from the catalogue, leaving out those that do not limit", async () => {
    const active = await subscribedTo("active");
    const any = await subscribedTo("any");
    const none = await subscribedTo(null);
    const limits = await getSubscriptionLimits(handle.db, [active.productId, any.productId, none.productId]);
    expect([...limits.entries()].sort()).toEqual([[active.productId, "active"], [any.productId, "any"]].sort());
  });

  it("refuses to add a product limited to one active subscription for a customer holding one on hold, leaving the cart empty; another customer and a guest may add it", async () => {
    const { customer, productId } = await subscribedTo("active");
    const refused = await add(customer.id, productId);
    expect(refused).toMatchObject({ ok: false, code: "subscription_limit_reached" });
    // Shown where the shopper is (a toast), not by sending them to the product page they are on.
    expect(refused).not.toHaveProperty("productUrl");
    expect((await getCart(handle.db, { customerId: customer.id }, NOW))?.lines ?? []).toEqual([]);
    expect(await add(newCustomer().id, productId)).toMatchObject({ ok: true });
    expect(await addItemToCart(handle.db, { cartToken: null, productId, quantity: 1 }, NOW)).toMatchObject({ ok: true });
  });

  it("lets the customer add a product limited to one active subscription again once theirs is cancelled, but never one limited to one of any status", async () => {
    const active = await subscribedTo("active");
    await cancel(active.subscriptionId);
    expect(await add(active.customer.id, active.productId)).toMatchObject({ ok: true });
    const any = await subscribedTo("any");
    await cancel(any.subscriptionId);
    expect(await add(any.customer.id, any.productId)).toMatchObject({ ok: false, code: "subscription_limit_reached" });
  });

  it("lets a customer add a product that does not limit however many subscriptions to it they hold", async () => {
    const { customer, productId } = await subscribedTo(null);
    expect(await add(customer.id, productId)).toMatchObject({ ok: true });
  });

  it("refuses at checkout a guest's cart holding a limited product once the guest has logged in as a customer holding a subscription to it, and places no order", async () => {
    const { customer, productId } = await subscribedTo("active");
    const before = await ordersOf(customer.id);
    expect(await checkout(customer.id, productId)).toMatchObject({ ok: false, code: "subscription_limit_reached", params: { name: expect.any(String) as string } });
    expect(await ordersOf(customer.id)).toBe(before);
    // Another customer buys it.
    const other = newCustomer();
    expect(await checkout(other.id, productId)).toMatchObject({ ok: true });
  });
});
