import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addItemToCart } from "../cart/add-item-to-cart.ts";
import { getCart } from "../cart/get-cart.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { tokeniseTestCard } from "../payments/card-test/tokenise-test-card.ts";
import { createPaymentGateways } from "../payments/create-payment-gateways.ts";
import { cancelSubscription } from "../subscriptions/cancel-subscription.ts";
import { getCustomerSubscription } from "../subscriptions/get-subscription.ts";
import { listCustomerSubscriptions } from "../subscriptions/list-customer-subscriptions.ts";
import { suspendSubscription } from "../subscriptions/suspend-subscription.ts";
import type { CheckoutPayments } from "./checkout-payments.ts";
import { payThroughGateways } from "./pay-through-gateways.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";
import { resubscribe } from "./resubscribe.ts";
import { checkoutFields, shipEverywhereFree } from "./test-checkout-fixture.ts";
import { SUCCESS_CARD, TEST_TIME_ZONE } from "./test-subscription-fixture.ts";

// "Resubscribe" (issue 10) through the real cart and checkout: an ended subscription's products go
// back into the customer's cart, and the subscription the next checkout makes of them is linked to
// the old one by a "resubscribe" order. Only an ended subscription of the customer's own, once.

const NOW = new Date("2026-06-01T12:00:00.000Z");
const LATER = new Date("2026-06-20T12:00:00.000Z");
const SIGN_UP = { timeZone: TEST_TIME_ZONE, prorateFirstPeriod: false };

describe("resubscribing to an ended subscription", () => {
  let handle: TestDatabaseHandle;
  let card: CheckoutPayments;
  let coffee = 0;
  let customerSeq = 950;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    card = payThroughGateways(handle.db, createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW }));
    coffee = await insertProduct(handle.db, { type: "subscription", name: "Coffee Box", regular_price: 2000, subscription_period: "month", subscription_interval: 1 });
  });
  afterAll(() => handle.close());

  /** Checks out the customer's own cart with the success card; the new order's id. */
  async function checkOut(customerId: number, at: Date): Promise<number> {
    const token = await tokeniseTestCard(handle.db, { number: SUCCESS_CARD, expiry: "12 / 34", cvc: "123" }, at);
    if (!token.ok) throw new Error("tokenising failed");
    const fields = checkoutFields({ billing_email: `resubscriber${customerId}@example.test`, payment_method: "card_test", payment_token: token.token });
    const placed = await placeCheckoutOrder(handle.db, card, { owner: { customerId }, customerId, fields, currency: "USD", returnPath: () => "/", signUp: SIGN_UP }, at);
    if (!placed.ok) throw new Error(placed.code);
    return placed.orderId;
  }
  async function cancelledSubscription(): Promise<{ customerId: number; subscriptionId: number }> {
    customerSeq += 1;
    const customerId = customerSeq;
    const added = await addItemToCart(handle.db, { customerId, productId: coffee, quantity: 2 }, NOW, SIGN_UP);
    if (!added.ok) throw new Error(added.code);
    await checkOut(customerId, NOW);
    const [summary] = await listCustomerSubscriptions(handle.db, customerId);
    if (summary === undefined) throw new Error("no subscription");
    await suspendSubscription(handle.db, summary.id, NOW);
    await cancelSubscription(handle.db, { subscriptionId: summary.id, actor: { kind: "customer", customerId } }, NOW);
    return { customerId, subscriptionId: summary.id };
  }
  const relations = (subscriptionId: number) => handle.db.selectFrom("subscription_orders").select(["order_id", "relation"]).where("subscription_id", "=", subscriptionId).orderBy("order_id").execute();

  it("puts the cancelled subscription's lines in the cart, and the checkout's new subscription is linked to it by a resubscribe order", async () => {
    const { customerId, subscriptionId } = await cancelledSubscription();
    expect(await resubscribe(handle.db, { subscriptionId, customerId, seenStatus: "cancelled" }, LATER, SIGN_UP)).toEqual({ ok: true, added: 1, skipped: 0 });
    const cart = await getCart(handle.db, { customerId }, LATER, SIGN_UP);
    expect(cart?.lines).toMatchObject([{ productId: coffee, quantity: 2 }]);

    const orderId = await checkOut(customerId, LATER);
    const mine = await listCustomerSubscriptions(handle.db, customerId);
    expect(mine.map((s) => s.status)).toEqual(["active", "cancelled"]);
    const fresh = await getCustomerSubscription(handle.db, mine[0]?.id ?? 0, customerId);
    expect(fresh?.relatedOrders).toEqual([{ orderId, relation: "parent" }]);
    expect((await relations(subscriptionId)).at(-1)).toEqual({ order_id: orderId, relation: "resubscribe" });
    // Resubscribed once: the old subscription offers it no more.
    expect(await resubscribe(handle.db, { subscriptionId, customerId }, LATER, SIGN_UP)).toEqual({ ok: false, code: "subscription_action_not_allowed", status: "cancelled" });
  });

  it("refuses an active subscription and another customer's, leaving the cart empty", async () => {
    customerSeq += 1;
    const customerId = customerSeq;
    const added = await addItemToCart(handle.db, { customerId, productId: coffee, quantity: 1 }, NOW, SIGN_UP);
    if (!added.ok) throw new Error(added.code);
    await checkOut(customerId, NOW);
    const [active] = await listCustomerSubscriptions(handle.db, customerId);
    expect(await resubscribe(handle.db, { subscriptionId: active?.id ?? 0, customerId }, LATER, SIGN_UP)).toEqual({ ok: false, code: "subscription_action_not_allowed", status: "active" });
    const { subscriptionId } = await cancelledSubscription();
    expect(await resubscribe(handle.db, { subscriptionId, customerId }, LATER, SIGN_UP)).toEqual({ ok: false, code: "subscription_not_found" });
    expect((await getCart(handle.db, { customerId }, LATER, SIGN_UP))?.lines ?? []).toEqual([]);
  });
});
