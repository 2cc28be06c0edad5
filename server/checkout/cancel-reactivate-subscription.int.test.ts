import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { createPaymentGateways, type PaymentGateways } from "../payments/create-payment-gateways.ts";
import { cancelSubscription } from "../subscriptions/cancel-subscription.ts";
import { getSubscriptionForMerchant, getSubscriptionNotes } from "../subscriptions/get-subscription.ts";
import { reactivateSubscription } from "../subscriptions/reactivate-subscription.ts";
import { renewDueSubscriptions } from "../subscriptions/renew-due-subscriptions.ts";
import { renewalPaymentsThroughGateways, type RenewalPayments } from "../subscriptions/renewal-payments.ts";
import { suspendSubscription } from "../subscriptions/suspend-subscription.ts";
import { shipEverywhereFree } from "./test-checkout-fixture.ts";
import { chargesOf, MONTHLY, renewalOrdersOf, saveTestCard, subscribe, SUCCESS_CARD, TEST_TIME_ZONE, type TestCustomer } from "./test-subscription-fixture.ts";

// The customer's "Cancel" and "Reactivate" (issue 10) on real subscriptions bought through the
// checkout: cancelling keeps what was paid for (pending cancellation until the next payment date,
// then the renewal job cancels it without renewing), reactivating gives the schedule back; another
// customer's subscription is not found, and a refused action changes nothing.

const NOW = new Date("2026-06-01T12:00:00.000Z");
const DUE = new Date("2026-07-01T12:00:00.000Z");
const OPTIONS = { timeZone: TEST_TIME_ZONE };
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const DAY_MS = 24 * 60 * 60 * 1000;

describe("cancelling and reactivating a subscription", () => {
  let handle: TestDatabaseHandle;
  let gateways: PaymentGateways;
  let payments: RenewalPayments;
  let customerSeq = 600;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW });
    payments = renewalPaymentsThroughGateways(gateways);
  });
  afterAll(() => handle.close());

  const subscribed = async (plan = MONTHLY) => {
    customerSeq += 1;
    const customer: TestCustomer = { id: customerSeq, email: `canceller${customerSeq}@example.test` };
    const card = await saveTestCard(handle.db, gateways, customer, SUCCESS_CARD, NOW);
    const made = await subscribe(handle.db, gateways, { customer, price: 1500, payment: { kind: "saved_card", savedMethodId: card }, plan }, NOW);
    return { ...made, customer, actor: { kind: "customer" as const, customerId: customer.id } };
  };
  const subscription = async (id: number) => {
    const found = await getSubscriptionForMerchant(handle.db, id);
    if (found === null) throw new Error(`no subscription ${id}`);
    return found;
  };

  it("cancels an active subscription into pending cancellation until its next payment date, and notes it for the customer", async () => {
    const { subscriptionId, actor } = await subscribed();
    expect(await cancelSubscription(handle.db, { subscriptionId, actor, seenStatus: "active" }, later(NOW, DAY_MS))).toEqual({ ok: true });
    const after = await subscription(subscriptionId);
    expect(after.status).toBe("pending-cancel");
    expect(after.dates).toMatchObject({ nextPayment: null, end: DUE.toISOString(), cancelled: later(NOW, DAY_MS).toISOString() });
    const notes = await getSubscriptionNotes(handle.db, subscriptionId);
    expect(notes.at(-1)).toMatchObject({ code: "subscription_status_changed", params: { from: "active", to: "pending-cancel", reason: "cancelled_by_customer" }, forCustomer: true });
  });

  it("lets the renewal job cancel a pending cancellation at its end without a renewal order or a charge", async () => {
    const { subscriptionId, actor, orderId } = await subscribed();
    await cancelSubscription(handle.db, { subscriptionId, actor }, later(NOW, DAY_MS));
    const before = await renewDueSubscriptions(handle.db, payments, later(DUE, -60_000), OPTIONS);
    expect((await subscription(subscriptionId)).status).toBe("pending-cancel");
    expect(before.cancelled).toBe(0);
    const pass = await renewDueSubscriptions(handle.db, payments, later(DUE, 60_000), OPTIONS);
    expect(pass.cancelled).toBeGreaterThanOrEqual(1);
    expect((await subscription(subscriptionId)).status).toBe("cancelled");
    expect(await renewalOrdersOf(handle.db, subscriptionId)).toEqual([]);
    expect(await chargesOf(handle.db, orderId)).toHaveLength(1);
  });

  it("cancels a subscription on hold at once: nothing is paid ahead", async () => {
    const { subscriptionId, actor } = await subscribed();
    expect(await suspendSubscription(handle.db, subscriptionId, NOW)).toEqual({ ok: true });
    expect(await cancelSubscription(handle.db, { subscriptionId, actor, seenStatus: "on-hold" }, later(NOW, DAY_MS))).toEqual({ ok: true });
    const after = await subscription(subscriptionId);
    expect(after.status).toBe("cancelled");
    expect(after.dates).toMatchObject({ nextPayment: null, end: later(NOW, DAY_MS).toISOString() });
  });

  it("answers another customer's cancel with not found and leaves the subscription active", async () => {
    const { subscriptionId } = await subscribed();
    const result = await cancelSubscription(handle.db, { subscriptionId, actor: { kind: "customer", customerId: 999_999 } }, NOW);
    expect(result).toEqual({ ok: false, code: "subscription_not_found" });
    expect((await subscription(subscriptionId)).status).toBe("active");
  });

  it("refuses the same cancel form sent twice as changed, and the second leaves the pending cancellation as it was", async () => {
    const { subscriptionId, actor } = await subscribed();
    await cancelSubscription(handle.db, { subscriptionId, actor, seenStatus: "active" }, NOW);
    const first = await subscription(subscriptionId);
    const again = await cancelSubscription(handle.db, { subscriptionId, actor, seenStatus: "active" }, later(NOW, 1000));
    expect(again).toEqual({ ok: false, code: "subscription_changed", status: "pending-cancel" });
    expect(await subscription(subscriptionId)).toEqual(first);
  });

  it("refuses to cancel a cancelled subscription and changes nothing", async () => {
    const { subscriptionId, actor } = await subscribed();
    await suspendSubscription(handle.db, subscriptionId, NOW);
    await cancelSubscription(handle.db, { subscriptionId, actor }, NOW);
    const cancelled = await subscription(subscriptionId);
    expect(await cancelSubscription(handle.db, { subscriptionId, actor }, later(NOW, 1000))).toEqual({ ok: false, code: "subscription_action_not_allowed", status: "cancelled" });
    expect(await subscription(subscriptionId)).toEqual(cancelled);
  });

  it("reactivates a pending cancellation with its next payment back at the paid end and its own end restored", async () => {
    const { subscriptionId, actor } = await subscribed({ ...MONTHLY, length: 6 });
    const original = await subscription(subscriptionId);
    await cancelSubscription(handle.db, { subscriptionId, actor }, later(NOW, DAY_MS));
    expect(await reactivateSubscription(handle.db, { subscriptionId, actor, seenStatus: "pending-cancel" }, later(NOW, 2 * DAY_MS))).toEqual({ ok: true });
    const after = await subscription(subscriptionId);
    expect(after.status).toBe("active");
    expect(after.dates).toMatchObject({ nextPayment: DUE.toISOString(), end: original.dates.end, cancelled: null });
    // Renewed as if never cancelled.
    const pass = await renewDueSubscriptions(handle.db, payments, later(DUE, 60_000), OPTIONS);
    expect(pass.renewed).toBeGreaterThanOrEqual(1);
    expect(await renewalOrdersOf(handle.db, subscriptionId)).toHaveLength(1);
  });

  it("refuses to reactivate an active subscription, another customer's, or a pending cancellation past its end", async () => {
    const { subscriptionId, actor } = await subscribed();
    expect(await reactivateSubscription(handle.db, { subscriptionId, actor }, NOW)).toEqual({ ok: false, code: "subscription_action_not_allowed", status: "active" });
    await cancelSubscription(handle.db, { subscriptionId, actor }, NOW);
    expect(await reactivateSubscription(handle.db, { subscriptionId, actor: { kind: "customer", customerId: 999_999 } }, NOW)).toEqual({ ok: false, code: "subscription_not_found" });
    const pending = await subscription(subscriptionId);
    expect(await reactivateSubscription(handle.db, { subscriptionId, actor }, later(DUE, 1000))).toEqual({ ok: false, code: "subscription_action_not_allowed", status: "pending-cancel" });
    expect(await subscription(subscriptionId)).toEqual(pending);
  });
});
