import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shipEverywhereFree } from "./test-checkout-fixture.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { createPaymentGateways, type PaymentGateways } from "../payments/create-payment-gateways.ts";
import { completeOrderWithSubscriptions } from "./complete-order-with-subscriptions.ts";
import { activateSubscriptionsOfOrder } from "../subscriptions/activate-subscriptions-of-order.ts";
import { createSubscriptionsForOrder, type SubscriptionsOfOrder } from "../subscriptions/create-subscriptions-for-order.ts";
import { getCustomerSubscription, getSubscriptionForMerchant, getSubscriptionNotes } from "../subscriptions/get-subscription.ts";
import { listCustomerSubscriptions } from "../subscriptions/list-customer-subscriptions.ts";
import { moveSubscriptionStatus } from "../subscriptions/move-subscription-status.ts";
import { MONTHLY, placeParentOrder, recurringCartOf, saveTestCard, subscribe, SUCCESS_CARD, TEST_TIME_ZONE, testAddress, type TestCustomer } from "./test-subscription-fixture.ts";

// The subscription record (issue 10, docs/decisions/026): made pending with its parent order,
// following that order's payment, read only by its customer, moved only through the transition
// table with a note per move. Here, beside checkout, because it places real parent orders through
// the checkout, which subscriptions may not import (as the orders module's tests that need placed
// orders live here too).

const NOW = new Date("2026-06-01T12:00:00.000Z");
const YEARLY = { ...MONTHLY, period: "year" as const };

describe("the subscription record", () => {
  let handle: TestDatabaseHandle;
  let gateways: PaymentGateways;
  let customerSeq = 100;
  const newCustomer = (): TestCustomer => {
    customerSeq += 1;
    return { id: customerSeq, email: `customer${customerSeq}@example.test` };
  };
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW });
  });
  afterAll(() => handle.close());

  const create = (input: SubscriptionsOfOrder) => handle.db.transaction().execute((trx) => createSubscriptionsForOrder(trx, input, NOW));
  const activate = (orderId: number, savedMethodId: number | null = null) => handle.db.transaction().execute((trx) => activateSubscriptionsOfOrder(trx, { orderId, savedMethodId, timeZone: TEST_TIME_ZONE }, NOW));
  const statusOf = async (id: number) => (await getSubscriptionForMerchant(handle.db, id))?.status;

  function inputFor(customer: TestCustomer, orderId: number, productId: number, overrides: Partial<SubscriptionsOfOrder> = {}): SubscriptionsOfOrder {
    return {
      orderId,
      customerId: customer.id,
      currency: "USD",
      billing: testAddress(customer.email),
      shipping: null,
      paymentMethod: "bacs",
      savedMethodId: null,
      recurring: [recurringCartOf(productId, 1500, NOW), recurringCartOf(productId, 12000, NOW, YEARLY)],
      ...overrides,
    };
  }

  it("makes one pending subscription per recurring cart, frozen as priced and linked to its parent order, and none twice for the same order and cart", async () => {
    const customer = newCustomer();
    const { orderId, productId } = await placeParentOrder(handle.db, gateways, { customer, price: 1500, payment: { kind: "bank_transfer" } }, NOW);
    const input = inputFor(customer, orderId, productId);
    const first = await create(input);
    const again = await create(input);
    expect(first.ok && first.subscriptionIds.length).toBe(2);
    expect(again).toEqual(first);
    if (!first.ok) return;
    const monthly = await getSubscriptionForMerchant(handle.db, first.subscriptionIds[0] ?? 0);
    expect(monthly).toMatchObject({
      status: "pending",
      customerId: customer.id,
      parentOrderId: orderId,
      plan: MONTHLY,
      totals: { subtotal: 1500, discount: 0, shipping: 0, tax: 0, total: 1500 },
      lines: [{ productId, quantity: 1, total: 1500 }],
      paymentMethod: "bacs",
      manualRenewal: true,
      dates: { start: NOW.toISOString(), trialEnd: null, nextPayment: "2026-07-01T12:00:00.000Z", lastPayment: null, end: null },
      relatedOrders: [{ orderId, relation: "parent" }],
    });
    expect((await getSubscriptionNotes(handle.db, first.subscriptionIds[0] ?? 0)).map((n) => n.code)).toEqual(["subscription_created"]);
  });

  it("refuses to make a subscription without a customer account, and makes nothing for an order without recurring carts", async () => {
    const customer = newCustomer();
    const { orderId, productId } = await placeParentOrder(handle.db, gateways, { customer, price: 1500, payment: { kind: "bank_transfer" } }, NOW);
    expect(await create(inputFor(customer, orderId, productId, { customerId: null }))).toEqual({ ok: false, code: "subscription_requires_account" });
    expect(await create(inputFor(customer, orderId, productId, { customerId: null, recurring: [] }))).toEqual({ ok: true, subscriptionIds: [] });
    expect(await listCustomerSubscriptions(handle.db, customer.id)).toEqual([]);
  });

  it("placed again into the same unpaid order, takes the cart as it is now and deletes the pending subscriptions whose recurring carts are gone", async () => {
    const customer = newCustomer();
    const { orderId, productId } = await placeParentOrder(handle.db, gateways, { customer, price: 1500, payment: { kind: "bank_transfer" } }, NOW);
    const first = await create(inputFor(customer, orderId, productId));
    if (!first.ok) throw new Error(first.code);
    const second = await create(inputFor(customer, orderId, productId, { recurring: [recurringCartOf(productId, 1800, NOW)] }));
    expect(second).toEqual({ ok: true, subscriptionIds: [first.subscriptionIds[0]] });
    expect((await getSubscriptionForMerchant(handle.db, first.subscriptionIds[0] ?? 0))?.totals.total).toBe(1800);
    expect(await getSubscriptionForMerchant(handle.db, first.subscriptionIds[1] ?? 0)).toBeNull();
    // Placed again by a guest without any subscription product: nothing is left to activate.
    expect(await create(inputFor(customer, orderId, productId, { customerId: null, recurring: [] }))).toEqual({ ok: true, subscriptionIds: [] });
    expect(await listCustomerSubscriptions(handle.db, customer.id)).toEqual([]);
  });

  it("activates the subscriptions of a paid parent order, once, with a note, and counts the order's payment as the last payment", async () => {
    const customer = newCustomer();
    const card = await saveTestCard(handle.db, gateways, customer, SUCCESS_CARD, NOW);
    const { subscriptionId, orderId } = await subscribe(handle.db, gateways, { customer, price: 2000, payment: { kind: "saved_card", savedMethodId: card } }, NOW);
    expect(await activate(orderId)).toEqual([{ subscriptionId, status: "active" }]);
    const subscription = await getSubscriptionForMerchant(handle.db, subscriptionId);
    expect(subscription).toMatchObject({ status: "active", savedMethodId: card, manualRenewal: false, dates: { lastPayment: NOW.toISOString() } });
    const notes = await getSubscriptionNotes(handle.db, subscriptionId);
    expect(notes.map((n) => [n.code, n.params])).toEqual([
      ["subscription_created", { order: orderId }],
      ["subscription_status_changed", { from: "pending", to: "active", reason: "parent_order_paid" }],
    ]);
  });

  it("keeps a bank transfer's subscription on hold until its order is paid, then activates it", async () => {
    const customer = newCustomer();
    const { subscriptionId, orderId } = await subscribe(handle.db, gateways, { customer, price: 2000, payment: { kind: "bank_transfer" } }, NOW);
    expect(await statusOf(subscriptionId)).toBe("on-hold");
    // The merchant sees the transfer arrive and completes the order: its subscription follows.
    expect(await completeOrderWithSubscriptions(handle.db, orderId, { timeZone: TEST_TIME_ZONE }, NOW)).toMatchObject({ ok: true });
    expect(await statusOf(subscriptionId)).toBe("active");
  });

  it("leaves the subscription pending while its parent order's payment has failed", async () => {
    const customer = newCustomer();
    const declined = await saveTestCard(handle.db, gateways, customer, "4000 0000 0000 0341", NOW);
    await expect(subscribe(handle.db, gateways, { customer, price: 2000, payment: { kind: "saved_card", savedMethodId: declined } }, NOW)).rejects.toThrow("payment_failed");
    const orders = await handle.db.selectFrom("orders").select(["id", "status"]).where("customer_id", "=", customer.id).execute();
    expect(orders.map((o) => o.status)).toEqual(["failed"]);
    const orderId = orders[0]?.id ?? 0;
    const made = await create(inputFor(customer, orderId, 1, { paymentMethod: "card_test", savedMethodId: declined }));
    if (!made.ok) throw new Error(made.code);
    expect(await activate(orderId)).toEqual(made.subscriptionIds.map((subscriptionId) => ({ subscriptionId, status: "pending" })));
  });

  it("takes the card the parent order's payment saved for renewals, so the subscription no longer renews by hand", async () => {
    const customer = newCustomer();
    const card = await saveTestCard(handle.db, gateways, customer, SUCCESS_CARD, NOW);
    const { subscriptionId, orderId } = await subscribe(handle.db, gateways, { customer, price: 2000, payment: { kind: "saved_card", savedMethodId: card }, renewalCard: null }, NOW);
    expect(await getSubscriptionForMerchant(handle.db, subscriptionId)).toMatchObject({ savedMethodId: null, manualRenewal: true });
    await activate(orderId, card);
    expect(await getSubscriptionForMerchant(handle.db, subscriptionId)).toMatchObject({ status: "active", savedMethodId: card, manualRenewal: false });
  });

  it("shows a subscription to its customer only, and lists a customer's subscriptions newest first", async () => {
    const customer = newCustomer();
    const other = newCustomer();
    const first = await subscribe(handle.db, gateways, { customer, price: 1000, payment: { kind: "bank_transfer" } }, NOW);
    const second = await subscribe(handle.db, gateways, { customer, price: 3000, payment: { kind: "bank_transfer" } }, NOW);
    expect((await getCustomerSubscription(handle.db, first.subscriptionId, customer.id))?.id).toBe(first.subscriptionId);
    expect(await getCustomerSubscription(handle.db, first.subscriptionId, other.id)).toBeNull();
    expect(await listCustomerSubscriptions(handle.db, customer.id)).toEqual([
      { id: second.subscriptionId, number: String(second.subscriptionId), status: "on-hold", nextPayment: "2026-07-01T12:00:00.000Z", total: 3000, currency: "USD", period: "month", interval: 1 },
      { id: first.subscriptionId, number: String(first.subscriptionId), status: "on-hold", nextPayment: "2026-07-01T12:00:00.000Z", total: 1000, currency: "USD", period: "month", interval: 1 },
    ]);
    expect(await listCustomerSubscriptions(handle.db, other.id)).toEqual([]);
  });

  it("moves a status only as the transition table allows, only inside a transaction, with a note per move", async () => {
    const customer = newCustomer();
    const { subscriptionId } = await subscribe(handle.db, gateways, { customer, price: 1000, payment: { kind: "bank_transfer" } }, NOW);
    const move = (to: "active" | "expired" | "pending-cancel") => handle.db.transaction().execute((trx) => moveSubscriptionStatus(trx, subscriptionId, { to }, NOW));
    expect(await move("pending-cancel")).toEqual({ moved: false, status: "on-hold" });
    expect(await move("expired")).toEqual({ moved: true, from: "on-hold" });
    expect(await move("active")).toEqual({ moved: false, status: "expired" });
    await expect(moveSubscriptionStatus(handle.db, subscriptionId, { to: "active" }, NOW)).rejects.toThrow("only inside a transaction");
    const moves = (await getSubscriptionNotes(handle.db, subscriptionId)).filter((n) => n.code === "subscription_status_changed").map((n) => [n.params["from"], n.params["to"]]);
    expect(moves).toEqual([
      ["pending", "on-hold"],
      ["on-hold", "expired"],
    ]);
    expect(await handle.db.transaction().execute((trx) => moveSubscriptionStatus(trx, 999_999, { to: "active" }, NOW))).toEqual({ moved: false, status: null });
  });
});
