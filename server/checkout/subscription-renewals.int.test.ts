import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { getOrderForMerchant } from "../orders/get-order.ts";
import { createPaymentGateways, type PaymentGateways } from "../payments/create-payment-gateways.ts";
import { completeOrderWithSubscriptions } from "./complete-order-with-subscriptions.ts";
import { getSubscriptionForMerchant, getSubscriptionNotes } from "../subscriptions/get-subscription.ts";
import { renewDueSubscriptions } from "../subscriptions/renew-due-subscriptions.ts";
import { renewSubscription } from "../subscriptions/renew-subscription.ts";
import { renewalPaymentsThroughGateways, type RenewalPayments } from "../subscriptions/renewal-payments.ts";
import { payForOrder } from "./pay-for-order.ts";
import { payThroughGateways } from "./pay-through-gateways.ts";
import { attemptKey, shipEverywhereFree } from "./test-checkout-fixture.ts";
import {
  AUTHENTICATION_CARD,
  chargesOf,
  DECLINES_AFTER_SAVE_CARD,
  MONTHLY,
  renewalOrdersOf,
  saveTestCard,
  subscribe,
  SUCCESS_CARD,
  TEST_TIME_ZONE,
  type TestCustomer,
} from "./test-subscription-fixture.ts";

// The renewal engine (issue 10, docs/decisions/026) through the real card test mode: a due
// subscription gets one renewal order copying its frozen lines and totals and one off-session
// charge; a declined or unauthenticated charge puts it on hold and retries by WooCommerce's
// rules; a manual renewal waits for the customer, who pays through checkout; the end expires it.
// Time moves only by the `now` each call is given. Beside checkout: it places real parent orders.

const NOW = new Date("2026-06-01T12:00:00.000Z");
const DUE = new Date("2026-07-01T12:00:00.000Z");
const HOUR_MS = 60 * 60 * 1000;
const OPTIONS = { timeZone: TEST_TIME_ZONE };
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe("renewing subscriptions", () => {
  let handle: TestDatabaseHandle;
  let gateways: PaymentGateways;
  let payments: RenewalPayments;
  let customerSeq = 200;
  const newCustomer = (): TestCustomer => {
    customerSeq += 1;
    return { id: customerSeq, email: `renewer${customerSeq}@example.test` };
  };
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW });
    payments = renewalPaymentsThroughGateways(gateways);
  });
  afterAll(() => handle.close());

  const subscription = async (id: number) => {
    const found = await getSubscriptionForMerchant(handle.db, id);
    if (found === null) throw new Error(`no subscription ${id}`);
    return found;
  };
  const renewalRows = (subscriptionId: number) =>
    handle.db.selectFrom("subscription_renewals").select(["scheduled_at", "status", "attempts", "retry_at", "failure_code"]).where("subscription_id", "=", subscriptionId).execute();
  const idempotencyKeysOf = async (subscriptionId: number) =>
    (await handle.db.selectFrom("card_test_idempotency").select("key").where("key", "like", `renewal:${subscriptionId}:%`).orderBy("created_at").execute()).map((r) => r.key);
  /** The processor's side of a card that starts working again (the customer's bank lifted the block). */
  const cardStartsWorking = async (savedMethodId: number) => {
    const method = await handle.db.selectFrom("payment_methods").select("token").where("id", "=", savedMethodId).executeTakeFirstOrThrow();
    await handle.db.updateTable("card_test_methods").set({ behaviour: "succeeds" }).where("id", "=", method.token).execute();
  };
  const withCard = async (number: string, price: number, plan = MONTHLY, stock?: number) => {
    const customer = newCustomer();
    const good = await saveTestCard(handle.db, gateways, customer, SUCCESS_CARD, NOW);
    const renewalCard = number === SUCCESS_CARD ? good : await saveTestCard(handle.db, gateways, customer, number, NOW);
    const made = await subscribe(handle.db, gateways, { customer, price, payment: { kind: "saved_card", savedMethodId: good }, renewalCard, plan, ...(stock === undefined ? {} : { stock }) }, NOW);
    return { ...made, customer, good, renewalCard };
  };

  it("renews a due subscription with one renewal order copying its lines and totals and one off-session charge, and moves its next payment a month on", async () => {
    const { subscriptionId, productId, orderId: parentId } = await withCard(SUCCESS_CARD, 2500);
    const at = later(DUE, 60_000);
    const outcome = await renewSubscription(handle.db, payments, subscriptionId, at, OPTIONS);
    const [renewal] = await renewalOrdersOf(handle.db, subscriptionId);
    expect(outcome).toEqual({ kind: "paid", orderId: renewal?.id, nextPayment: "2026-08-01T12:00:00.000Z" });
    const order = await getOrderForMerchant(handle.db, renewal?.id ?? 0);
    expect(order).toMatchObject({ status: "processing", customerId: expect.any(Number) as number, totals: { total: 2500 }, paymentMethod: "card_test", lines: [{ productId, quantity: 1, total: 2500 }] });
    expect(await chargesOf(handle.db, renewal?.id ?? 0)).toEqual([{ id: order?.transactionId, status: "succeeded", amount: 2500 }]);
    expect(await idempotencyKeysOf(subscriptionId)).toEqual([`renewal:${subscriptionId}:${DUE.toISOString()}`]);
    expect(await subscription(subscriptionId)).toMatchObject({
      status: "active",
      dates: { nextPayment: "2026-08-01T12:00:00.000Z", lastPayment: at.toISOString() },
      relatedOrders: [
        { orderId: parentId, relation: "parent" },
        { orderId: renewal?.id, relation: "renewal" },
      ],
    });
    expect(await renewalRows(subscriptionId)).toEqual([{ scheduled_at: DUE.toISOString(), status: "paid", attempts: 0, retry_at: null, failure_code: null }]);
  });

  it("does nothing for a subscription whose next payment is not yet due", async () => {
    const { subscriptionId } = await withCard(SUCCESS_CARD, 2600);
    expect(await renewSubscription(handle.db, payments, subscriptionId, later(DUE, -1), OPTIONS)).toEqual({ kind: "skipped" });
    expect(await renewalOrdersOf(handle.db, subscriptionId)).toEqual([]);
  });

  it("on a declined card fails the renewal order, puts the subscription on hold and retries 12 hours later with a new key; the paid retry reactivates it on its schedule", async () => {
    const { subscriptionId, renewalCard } = await withCard(DECLINES_AFTER_SAVE_CARD, 2700);
    const failed = await renewSubscription(handle.db, payments, subscriptionId, DUE, OPTIONS);
    expect(failed).toMatchObject({ kind: "failed", code: "card_declined", retryAt: later(DUE, 12 * HOUR_MS).toISOString() });
    const [renewal] = await renewalOrdersOf(handle.db, subscriptionId);
    expect(renewal?.status).toBe("failed");
    expect((await subscription(subscriptionId)).status).toBe("on-hold");

    // The database is shared with the other tests' subscriptions: each pass is judged by this one's rows.
    await renewDueSubscriptions(handle.db, payments, later(DUE, 12 * HOUR_MS - 1), OPTIONS);
    expect(await idempotencyKeysOf(subscriptionId)).toHaveLength(1);
    await cardStartsWorking(renewalCard);
    await renewDueSubscriptions(handle.db, payments, later(DUE, 12 * HOUR_MS), OPTIONS);
    expect(await idempotencyKeysOf(subscriptionId)).toEqual([`renewal:${subscriptionId}:${DUE.toISOString()}`, `renewal:${subscriptionId}:${DUE.toISOString()}:retry1`]);
    expect((await chargesOf(handle.db, renewal?.id ?? 0)).map((c) => c.status)).toEqual(["failed", "succeeded"]);
    expect((await renewalOrdersOf(handle.db, subscriptionId)).map((o) => o.status)).toEqual(["processing"]);
    expect(await subscription(subscriptionId)).toMatchObject({ status: "active", dates: { nextPayment: "2026-08-01T12:00:00.000Z" } });
    expect(await renewalRows(subscriptionId)).toEqual([{ scheduled_at: DUE.toISOString(), status: "paid", attempts: 1, retry_at: null, failure_code: null }]);
  });

  it("retries a card that keeps failing after 12, 12, 24, 48 and 72 hours, then no more, leaving the subscription on hold", async () => {
    const { subscriptionId } = await withCard(DECLINES_AFTER_SAVE_CARD, 2800);
    await renewSubscription(handle.db, payments, subscriptionId, DUE, OPTIONS);
    const retryTimes: string[] = [];
    for (let retry = 0; retry < 6; retry += 1) {
      const [row] = await renewalRows(subscriptionId);
      if (row?.retry_at == null) break;
      retryTimes.push(row.retry_at);
      await renewDueSubscriptions(handle.db, payments, new Date(row.retry_at), OPTIONS);
    }
    const hoursAfterDue = retryTimes.map((t) => (new Date(t).getTime() - DUE.getTime()) / HOUR_MS);
    expect(hoursAfterDue).toEqual([12, 24, 48, 96, 168]);
    expect(await renewalRows(subscriptionId)).toEqual([{ scheduled_at: DUE.toISOString(), status: "failed", attempts: 5, retry_at: null, failure_code: "card_declined" }]);
    const [renewal] = await renewalOrdersOf(handle.db, subscriptionId);
    expect(await chargesOf(handle.db, renewal?.id ?? 0)).toHaveLength(6);
    expect((await subscription(subscriptionId)).status).toBe("on-hold");
  });

  it("fails a card that needs authentication off-session with authentication_required, and puts the subscription on hold", async () => {
    const { subscriptionId } = await withCard(AUTHENTICATION_CARD, 2900);
    expect(await renewSubscription(handle.db, payments, subscriptionId, DUE, OPTIONS)).toMatchObject({ kind: "failed", code: "authentication_required" });
    expect((await subscription(subscriptionId)).status).toBe("on-hold");
    expect((await renewalOrdersOf(handle.db, subscriptionId)).map((o) => o.status)).toEqual(["failed"]);
  });

  it("reactivates a subscription whose failed renewal order the customer pays through checkout, and retries it no more", async () => {
    const { subscriptionId, good } = await withCard(DECLINES_AFTER_SAVE_CARD, 3000);
    await renewSubscription(handle.db, payments, subscriptionId, DUE, OPTIONS);
    const [renewal] = await renewalOrdersOf(handle.db, subscriptionId);
    const order = await getOrderForMerchant(handle.db, renewal?.id ?? 0);
    const paidAt = later(DUE, HOUR_MS);
    const fields = { payment_method: "card_test", saved_payment_method: String(good), terms: "1", checkout_attempt: attemptKey() };
    const paid = await payForOrder(handle.db, payThroughGateways(handle.db, gateways), { orderId: order?.id ?? 0, orderKey: order?.key ?? "", customerId: order?.customerId ?? null, fields, returnPath: () => "/", timeZone: TEST_TIME_ZONE }, paidAt);
    expect(paid).toMatchObject({ ok: true, status: "processing" });
    // Paying the renewal order through checkout moved the subscription on in the same transaction.
    expect(await subscription(subscriptionId)).toMatchObject({ status: "active", dates: { nextPayment: "2026-08-01T12:00:00.000Z", lastPayment: paidAt.toISOString() } });
    await renewDueSubscriptions(handle.db, payments, later(DUE, 12 * HOUR_MS), OPTIONS);
    expect(await idempotencyKeysOf(subscriptionId)).toHaveLength(1);
    expect((await chargesOf(handle.db, order?.id ?? 0)).map((c) => c.status)).toEqual(["failed", "succeeded"]);
    expect(await renewalRows(subscriptionId)).toMatchObject([{ status: "paid", retry_at: null }]);
  });

  it("renews a subscription without a saved card by hand: a pending renewal order, no charge, on hold until the customer pays it, which makes later renewals automatic", async () => {
    const customer = newCustomer();
    const { subscriptionId, orderId: parentId } = await subscribe(handle.db, gateways, { customer, price: 3100, payment: { kind: "bank_transfer" } }, NOW);
    expect(await completeOrderWithSubscriptions(handle.db, parentId, { timeZone: TEST_TIME_ZONE }, NOW)).toMatchObject({ ok: true });
    expect(await renewSubscription(handle.db, payments, subscriptionId, DUE, OPTIONS)).toMatchObject({ kind: "manual" });
    const [renewal] = await renewalOrdersOf(handle.db, subscriptionId);
    expect(renewal).toMatchObject({ status: "pending", total: 3100 });
    expect(await chargesOf(handle.db, renewal?.id ?? 0)).toEqual([]);
    expect(await subscription(subscriptionId)).toMatchObject({ status: "on-hold", manualRenewal: true, dates: { nextPayment: DUE.toISOString() } });
    await renewDueSubscriptions(handle.db, payments, later(DUE, HOUR_MS), OPTIONS);
    expect(await renewalOrdersOf(handle.db, subscriptionId)).toHaveLength(1);

    const card = await saveTestCard(handle.db, gateways, customer, SUCCESS_CARD, NOW);
    const order = await getOrderForMerchant(handle.db, renewal?.id ?? 0);
    const fields = { payment_method: "card_test", saved_payment_method: String(card), terms: "1", checkout_attempt: attemptKey() };
    const paidAt = later(DUE, 2 * HOUR_MS);
    // The card the customer paid the renewal order with becomes the subscription's renewal card.
    expect(await payForOrder(handle.db, payThroughGateways(handle.db, gateways), { orderId: order?.id ?? 0, orderKey: order?.key ?? "", customerId: customer.id, fields, returnPath: () => "/", timeZone: TEST_TIME_ZONE }, paidAt)).toMatchObject({ ok: true, status: "processing" });
    expect(await subscription(subscriptionId)).toMatchObject({ status: "active", manualRenewal: false, savedMethodId: card, paymentMethod: "card_test", dates: { nextPayment: "2026-08-01T12:00:00.000Z" } });
    expect(await renewSubscription(handle.db, payments, subscriptionId, new Date("2026-08-01T12:00:00.000Z"), OPTIONS)).toMatchObject({ kind: "paid" });
  });

  it("expires a subscription of two months at its end, after its one renewal, with no payment left between", async () => {
    const { subscriptionId } = await withCard(SUCCESS_CARD, 3200, { ...MONTHLY, length: 2 });
    expect((await subscription(subscriptionId)).dates).toMatchObject({ nextPayment: DUE.toISOString(), end: "2026-08-01T12:00:00.000Z" });
    expect(await renewSubscription(handle.db, payments, subscriptionId, DUE, OPTIONS)).toMatchObject({ kind: "paid", nextPayment: null });
    await renewDueSubscriptions(handle.db, payments, new Date("2026-08-01T11:59:59.999Z"), OPTIONS);
    expect((await subscription(subscriptionId)).status).toBe("active");
    await renewDueSubscriptions(handle.db, payments, new Date("2026-08-01T12:00:00.000Z"), OPTIONS);
    expect((await subscription(subscriptionId)).status).toBe("expired");
    expect(await renewalOrdersOf(handle.db, subscriptionId)).toHaveLength(1);
    const last = (await getSubscriptionNotes(handle.db, subscriptionId)).at(-1);
    expect(last).toMatchObject({ code: "subscription_status_changed", params: { from: "active", to: "expired", reason: "subscription_ended" } });
  });

  it("takes the first payment at a free trial's end and notes the trial's end once", async () => {
    const { subscriptionId } = await withCard(SUCCESS_CARD, 3300, { ...MONTHLY, trialLength: 7, trialPeriod: "day" });
    const trialEnd = new Date("2026-06-08T12:00:00.000Z");
    expect((await subscription(subscriptionId)).dates).toMatchObject({ trialEnd: trialEnd.toISOString(), nextPayment: trialEnd.toISOString() });
    await renewDueSubscriptions(handle.db, payments, trialEnd, OPTIONS);
    await renewDueSubscriptions(handle.db, payments, later(trialEnd, 60_000), OPTIONS);
    expect((await renewalOrdersOf(handle.db, subscriptionId)).map((o) => [o.status, o.total])).toEqual([["processing", 3300]]);
    expect(await subscription(subscriptionId)).toMatchObject({ status: "active", dates: { nextPayment: "2026-07-08T12:00:00.000Z" } });
    expect((await getSubscriptionNotes(handle.db, subscriptionId)).filter((n) => n.code === "trial_ended")).toHaveLength(1);
  });

  it("puts a subscription on hold, unclaimed and uncharged, when its product is out of stock", async () => {
    const { subscriptionId } = await withCard(SUCCESS_CARD, 3400, MONTHLY, 1);
    expect(await renewSubscription(handle.db, payments, subscriptionId, DUE, OPTIONS)).toMatchObject({ kind: "out_of_stock" });
    expect(await renewalOrdersOf(handle.db, subscriptionId)).toEqual([]);
    expect(await renewalRows(subscriptionId)).toEqual([]);
    expect(await subscription(subscriptionId)).toMatchObject({ status: "on-hold", dates: { nextPayment: DUE.toISOString() } });
  });
});
