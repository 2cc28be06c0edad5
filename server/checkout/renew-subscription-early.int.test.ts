import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { createPaymentGateways, type PaymentGateways } from "../payments/create-payment-gateways.ts";
import { getSubscriptionForMerchant } from "../subscriptions/get-subscription.ts";
import { renewDueSubscriptions } from "../subscriptions/renew-due-subscriptions.ts";
import { renewSubscriptionEarly } from "../subscriptions/renew-subscription-early.ts";
import { RENEWAL_CHARGE_LEASE_MS } from "../subscriptions/renewal-charge.ts";
import { renewalPaymentsThroughGateways, type RenewalPayments } from "../subscriptions/renewal-payments.ts";
import { shipEverywhereFree } from "./test-checkout-fixture.ts";
import { chargesOf, DECLINES_AFTER_SAVE_CARD, MONTHLY, renewalOrdersOf, saveTestCard, subscribe, SUCCESS_CARD, TEST_TIME_ZONE, type TestCustomer } from "./test-subscription-fixture.ts";

// "Renew now" (issue 10) through the real card test mode: one renewal order and one off-session
// charge for the period the next payment would pay, however often the form arrives (one after the
// other, or at once), the next payment a month on; the renewal job then leaves that period alone.
// A declined card leaves the subscription as it was and its period to the job; a charge whose
// process died is finished by the job with the same key. Only automatic
// renewals outside a trial may renew early; another customer's subscription is not found.

const NOW = new Date("2026-06-10T12:00:00.000Z");
const DUE = "2026-07-10T12:00:00.000Z";
const DUE_AFTER = "2026-08-10T12:00:00.000Z";
const OPTIONS = { timeZone: TEST_TIME_ZONE };
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms);

describe("renewing a subscription early", () => {
  let handle: TestDatabaseHandle;
  let gateways: PaymentGateways;
  let payments: RenewalPayments;
  let customerSeq = 700;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW });
    payments = renewalPaymentsThroughGateways(gateways);
  });
  afterAll(() => handle.close());

  const subscribed = async (options: { renewalCard?: string; plan?: typeof MONTHLY; bankTransfer?: boolean } = {}) => {
    customerSeq += 1;
    const customer: TestCustomer = { id: customerSeq, email: `early${customerSeq}@example.test` };
    const card = await saveTestCard(handle.db, gateways, customer, SUCCESS_CARD, NOW);
    const renewalCard = options.renewalCard === undefined ? card : await saveTestCard(handle.db, gateways, customer, options.renewalCard, NOW);
    const payment = options.bankTransfer === true ? ({ kind: "bank_transfer" } as const) : ({ kind: "saved_card", savedMethodId: card } as const);
    const made = await subscribe(handle.db, gateways, { customer, price: 1800, payment, renewalCard: options.bankTransfer === true ? null : renewalCard, plan: options.plan ?? MONTHLY }, NOW);
    return { ...made, actor: { kind: "customer" as const, customerId: customer.id } };
  };
  const subscription = async (id: number) => {
    const found = await getSubscriptionForMerchant(handle.db, id);
    if (found === null) throw new Error(`no subscription ${id}`);
    return found;
  };
  const chargesOfRenewals = async (subscriptionId: number) => (await Promise.all((await renewalOrdersOf(handle.db, subscriptionId)).map((o) => chargesOf(handle.db, o.id)))).flat();

  it("charges once for the next period, makes one paid renewal order, and moves the next payment a month on", async () => {
    const { subscriptionId, actor } = await subscribed();
    const result = await renewSubscriptionEarly(handle.db, payments, { subscriptionId, actor, seenNextPayment: DUE }, NOW, OPTIONS);
    expect(result).toMatchObject({ ok: true });
    const orders = await renewalOrdersOf(handle.db, subscriptionId);
    expect(orders).toEqual([{ id: result.orderId, status: "processing", total: 1800 }]);
    expect(await chargesOfRenewals(subscriptionId)).toEqual([expect.objectContaining({ status: "succeeded", amount: 1800 })]);
    const after = await subscription(subscriptionId);
    expect(after.status).toBe("active");
    expect(after.dates.nextPayment).toBe(DUE_AFTER);
    expect(after.dates.lastPayment).toBe(NOW.toISOString());
  });

  it("lets the renewal job skip the period paid early and renew the one after it, once", async () => {
    const { subscriptionId, actor } = await subscribed();
    await renewSubscriptionEarly(handle.db, payments, { subscriptionId, actor, seenNextPayment: DUE }, NOW, OPTIONS);
    await renewDueSubscriptions(handle.db, payments, later(DUE, 60_000), OPTIONS);
    expect(await renewalOrdersOf(handle.db, subscriptionId)).toHaveLength(1);
    await renewDueSubscriptions(handle.db, payments, later(DUE_AFTER, 60_000), OPTIONS);
    expect(await renewalOrdersOf(handle.db, subscriptionId)).toHaveLength(2);
    expect((await subscription(subscriptionId)).dates.nextPayment).toBe("2026-09-10T12:00:00.000Z");
  });

  it("answers the same form sent twice with success both times, and charges once with one renewal order", async () => {
    const { subscriptionId, actor } = await subscribed();
    const form = { subscriptionId, actor, seenNextPayment: DUE };
    expect(await renewSubscriptionEarly(handle.db, payments, form, NOW, OPTIONS)).toMatchObject({ ok: true });
    expect(await renewSubscriptionEarly(handle.db, payments, form, later(NOW.toISOString(), 500), OPTIONS)).toEqual({ ok: true });
    expect(await renewalOrdersOf(handle.db, subscriptionId)).toHaveLength(1);
    expect(await chargesOfRenewals(subscriptionId)).toHaveLength(1);
    expect((await subscription(subscriptionId)).dates.nextPayment).toBe(DUE_AFTER);
  });

  it("charges once with one renewal order when the same form arrives twice at the same moment", async () => {
    const { subscriptionId, actor } = await subscribed();
    const form = { subscriptionId, actor, seenNextPayment: DUE };
    const results = await Promise.all([renewSubscriptionEarly(handle.db, payments, form, NOW, OPTIONS), renewSubscriptionEarly(handle.db, payments, form, NOW, OPTIONS)]);
    // One renews; the other waits for it and finds it paid, or finds its charge under way.
    expect(results.filter((r) => r.ok)).not.toHaveLength(0);
    for (const r of results) if (!r.ok) expect(r.code).toBe("early_renewal_in_progress");
    expect(await renewalOrdersOf(handle.db, subscriptionId)).toHaveLength(1);
    expect(await chargesOfRenewals(subscriptionId)).toHaveLength(1);
    expect((await subscription(subscriptionId)).dates.nextPayment).toBe(DUE_AFTER);
  });

  it("leaves the subscription as it was when the card is declined, cancels the failed order, and gives the period back to the job", async () => {
    const { subscriptionId, actor } = await subscribed({ renewalCard: DECLINES_AFTER_SAVE_CARD });
    const before = await subscription(subscriptionId);
    const result = await renewSubscriptionEarly(handle.db, payments, { subscriptionId, actor, seenNextPayment: DUE }, NOW, OPTIONS);
    expect(result).toMatchObject({ ok: false, code: "early_renewal_failed", reason: "card_declined" });
    const after = await subscription(subscriptionId);
    expect({ status: after.status, dates: after.dates }).toEqual({ status: "active", dates: before.dates });
    expect(await renewalOrdersOf(handle.db, subscriptionId)).toEqual([{ id: result.orderId, status: "cancelled", total: 1800 }]);
    await renewDueSubscriptions(handle.db, payments, later(DUE, 60_000), OPTIONS);
    const renewals = await handle.db.selectFrom("subscription_renewals").select(["scheduled_at", "early"]).where("subscription_id", "=", subscriptionId).execute();
    expect(renewals).toEqual([{ scheduled_at: DUE, early: 0 }]);
  });

  it("finishes an early charge whose process died after charging: the renewal job charges again with the same key after the lease, and the customer pays once", async () => {
    const { subscriptionId, actor } = await subscribed();
    // The process charges, then dies before recording the answer.
    const dying: RenewalPayments = {
      async chargeSaved(charge) {
        await payments.chargeSaved(charge);
        throw new Error("process died between charge and record");
      },
    };
    await expect(renewSubscriptionEarly(handle.db, dying, { subscriptionId, actor, seenNextPayment: DUE }, NOW, OPTIONS)).rejects.toThrow("process died");
    expect((await subscription(subscriptionId)).dates.nextPayment).toBe(DUE);
    // Within the lease, the job leaves it to the process that may still be answering.
    expect((await renewDueSubscriptions(handle.db, payments, later(NOW.toISOString(), 60_000), OPTIONS)).resumed).toBe(0);
    const pass = await renewDueSubscriptions(handle.db, payments, later(NOW.toISOString(), RENEWAL_CHARGE_LEASE_MS + 60_000), OPTIONS);
    expect(pass.resumed).toBe(1);
    expect(await renewalOrdersOf(handle.db, subscriptionId)).toEqual([expect.objectContaining({ status: "processing" })]);
    expect(await chargesOfRenewals(subscriptionId)).toEqual([expect.objectContaining({ status: "succeeded" })]);
    expect((await subscription(subscriptionId)).dates.nextPayment).toBe(DUE_AFTER);
  });

  it("refuses a manual renewal, a subscription in its free trial, and another customer's, without an order or a charge", async () => {
    const manual = await subscribed({ bankTransfer: true });
    expect(await renewSubscriptionEarly(handle.db, payments, { subscriptionId: manual.subscriptionId, actor: manual.actor }, NOW, OPTIONS)).toMatchObject({ ok: false, code: "subscription_action_not_allowed" });
    const trial = await subscribed({ plan: { ...MONTHLY, trialLength: 14, trialPeriod: "day" } });
    expect(await renewSubscriptionEarly(handle.db, payments, { subscriptionId: trial.subscriptionId, actor: trial.actor }, NOW, OPTIONS)).toEqual({ ok: false, code: "subscription_action_not_allowed", status: "active" });
    const other = await subscribed();
    expect(await renewSubscriptionEarly(handle.db, payments, { subscriptionId: other.subscriptionId, actor: { kind: "customer", customerId: 999_999 } }, NOW, OPTIONS)).toEqual({ ok: false, code: "subscription_not_found" });
    for (const id of [manual.subscriptionId, trial.subscriptionId, other.subscriptionId]) expect(await renewalOrdersOf(handle.db, id)).toEqual([]);
  });

  it("refuses a form whose next payment is not the subscription's any more, when that period was not paid early", async () => {
    const { subscriptionId, actor } = await subscribed();
    const result = await renewSubscriptionEarly(handle.db, payments, { subscriptionId, actor, seenNextPayment: "2026-05-10T12:00:00.000Z" }, NOW, OPTIONS);
    expect(result).toEqual({ ok: false, code: "subscription_changed", status: "active" });
    expect(await renewalOrdersOf(handle.db, subscriptionId)).toEqual([]);
  });
});
