import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { createPaymentGateways, type PaymentGateways } from "../payments/create-payment-gateways.ts";
import { getSubscriptionForMerchant, getSubscriptionNotes } from "../subscriptions/get-subscription.ts";
import { renewalPaymentsThroughGateways, type RenewalPayments } from "../subscriptions/renewal-payments.ts";
import { switchSubscription, type SwitchRequest } from "./switch-subscription.ts";
import { shipEverywhereFree } from "./test-checkout-fixture.ts";
import { chargesOf } from "./test-subscription-fixture.ts";
import { buySubscriptionVariation, insertTeaClub, type TeaPlans } from "./test-switch-fixture.ts";

// Switching a subscription's line to another variation (issue 10, docs/decisions/033), on a
// subscription bought through the real checkout with a card test mode card: an upgrade charges
// the gap for the rest of the period exactly once, a downgrade moves the next payment later, and
// a refused or failed switch changes nothing. Time moves only by the `now` each call is given.

const BOUGHT = new Date("2026-11-01T12:00:00.000Z");
// Half way: 15 of the period's 30 days are left.
const SWITCHED = new Date("2026-11-16T12:00:00.000Z");
const NEXT_PAYMENT = "2026-12-01T12:00:00.000Z";
const SETTINGS = { timeZone: "UTC", extendTermOnDowngrade: true };

describe("switching a subscription's variation", () => {
  let handle: TestDatabaseHandle;
  let gateways: PaymentGateways;
  let payments: RenewalPayments;
  let productId = 0;
  let plan: TeaPlans = { monthly: 0, premium: 0, lite: 0, quarterly: 0 };
  let customerSeq = 500;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => BOUGHT });
    payments = renewalPaymentsThroughGateways(gateways);
    ({ productId, plans: plan } = await insertTeaClub(handle.db));
  });
  afterAll(() => handle.close());

  /** A new customer buys the monthly Tea Club with a card that works. */
  async function subscribeMonthly(): Promise<{ subscriptionId: number; customerId: number }> {
    customerSeq += 1;
    const customer = { id: customerSeq, email: `switcher${customerSeq}@example.test` };
    return { subscriptionId: await buySubscriptionVariation(handle.db, gateways, customer, productId, plan.monthly, BOUGHT), customerId: customer.id };
  }
  const subscription = async (id: number) => {
    const found = await getSubscriptionForMerchant(handle.db, id);
    if (found === null) throw new Error(`no subscription ${id}`);
    return found;
  };
  /** The processor's side of a card whose bank starts declining it after the sign-up. */
  const cardStartsDeclining = async (subscriptionId: number) => {
    const { saved_method_id } = await handle.db.selectFrom("subscriptions").select("saved_method_id").where("id", "=", subscriptionId).executeTakeFirstOrThrow();
    const method = await handle.db.selectFrom("payment_methods").select("token").where("id", "=", saved_method_id ?? 0).executeTakeFirstOrThrow();
    await handle.db.updateTable("card_test_methods").set({ behaviour: "declines_after_save" }).where("id", "=", method.token).execute();
  };
  const switchOrders = (subscriptionId: number) => handle.db.selectFrom("subscription_orders").select("order_id").where("subscription_id", "=", subscriptionId).where("relation", "=", "switch").execute();
  const request = (made: { subscriptionId: number; customerId: number }, toVariationId: number, attemptKey = `attempt-${made.subscriptionId}-${toVariationId}`): SwitchRequest => ({
    customerId: made.customerId,
    subscriptionId: made.subscriptionId,
    lineIndex: 0,
    toVariationId,
    attemptKey,
  });

  it("charges an upgrade's prorated gap once when the confirming form is sent twice at once, on one switch order, and the line, recurring total and a customer note follow", async () => {
    const made = await subscribeMonthly();
    const before = await subscription(made.subscriptionId);
    expect(before.dates.nextPayment).toBe(NEXT_PAYMENT);
    const [first, second] = await Promise.all([
      switchSubscription(handle.db, payments, request(made, plan.premium), SETTINGS, SWITCHED),
      switchSubscription(handle.db, payments, request(made, plan.premium), SETTINGS, SWITCHED),
    ]);
    // 15 days × ($31.00 − $19.00) / 30 days = $6.00, due now; the next payment stays.
    expect(first).toMatchObject({ ok: true, kind: "upgrade", chargedNow: 600, nextPayment: NEXT_PAYMENT });
    expect(second).toEqual(first);
    const orders = await switchOrders(made.subscriptionId);
    expect(orders).toHaveLength(1);
    const charges = await chargesOf(handle.db, orders[0]?.order_id ?? 0);
    expect(charges.map(({ status, amount }) => ({ status, amount }))).toEqual([{ status: "succeeded", amount: 600 }]);
    const order = await handle.db.selectFrom("orders").select(["status", "total"]).where("id", "=", orders[0]?.order_id ?? 0).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: "processing", total: 600 });

    const after = await subscription(made.subscriptionId);
    expect(after.lines).toMatchObject([{ variationId: plan.premium, subtotal: 3100, total: 3100, attributes: [{ name: "Plan", label: "Premium" }] }]);
    expect(after.totals.subtotal).toBe(3100);
    expect(after.totals.total).toBe(after.totals.subtotal + after.totals.shipping + after.totals.tax);
    expect(after.dates.nextPayment).toBe(NEXT_PAYMENT);
    const notes = await getSubscriptionNotes(handle.db, made.subscriptionId);
    expect(notes.filter((n) => n.code === "subscription_switched")).toMatchObject([{ forCustomer: true, params: { from: "Tea Club – Monthly", to: "Tea Club – Premium", order: orders[0]?.order_id } }]);
  });

  it("charges nothing for a downgrade and moves the next payment later by the days the unused credit buys at the new price", async () => {
    const made = await subscribeMonthly();
    const outcome = await switchSubscription(handle.db, payments, request(made, plan.lite), SETTINGS, SWITCHED);
    // $19.00 / 30 days × 15 days left buys 30 days at $9.50 / 30 days: 15 more days.
    expect(outcome).toEqual({ ok: true, kind: "downgrade", chargedNow: 0, orderId: null, nextPayment: "2026-12-16T12:00:00.000Z" });
    const after = await subscription(made.subscriptionId);
    expect(after.lines).toMatchObject([{ variationId: plan.lite, total: 950 }]);
    expect(after.totals.subtotal).toBe(950);
    expect(after.dates.nextPayment).toBe("2026-12-16T12:00:00.000Z");
    expect(await switchOrders(made.subscriptionId)).toEqual([]);
  });

  it("answers another customer's subscription as not found, and changes nothing", async () => {
    const made = await subscribeMonthly();
    const before = await subscription(made.subscriptionId);
    const outcome = await switchSubscription(handle.db, payments, { ...request(made, plan.premium), customerId: made.customerId + 1000 }, SETTINGS, SWITCHED);
    expect(outcome).toEqual({ ok: false, code: "subscription_not_found" });
    expect(await subscription(made.subscriptionId)).toEqual(before);
    expect(await switchOrders(made.subscriptionId)).toEqual([]);
  });

  it("refuses a switch to the variation the line already has, and changes nothing", async () => {
    const made = await subscribeMonthly();
    const before = await subscription(made.subscriptionId);
    const outcome = await switchSubscription(handle.db, payments, request(made, plan.monthly), SETTINGS, SWITCHED);
    expect(outcome).toEqual({ ok: false, code: "switch_same_variation" });
    expect(await subscription(made.subscriptionId)).toEqual(before);
    expect(await handle.db.selectFrom("subscription_switches").select("id").where("subscription_id", "=", made.subscriptionId).execute()).toEqual([]);
  });

  it("refuses a variation of another product or a line that does not exist, and changes nothing", async () => {
    const made = await subscribeMonthly();
    const before = await subscription(made.subscriptionId);
    expect(await switchSubscription(handle.db, payments, request(made, 999_999), SETTINGS, SWITCHED)).toEqual({ ok: false, code: "switch_variation_unavailable" });
    expect(await switchSubscription(handle.db, payments, { ...request(made, plan.premium), lineIndex: 3 }, SETTINGS, SWITCHED)).toEqual({ ok: false, code: "switch_line_not_found" });
    expect(await subscription(made.subscriptionId)).toEqual(before);
  });

  it("leaves the subscription as it was when the upgrade's charge is declined, cancels the switch order, and answers the same form again with the same failure without charging again", async () => {
    const made = await subscribeMonthly();
    await cardStartsDeclining(made.subscriptionId);
    const before = await subscription(made.subscriptionId);
    const outcome = await switchSubscription(handle.db, payments, request(made, plan.premium), SETTINGS, SWITCHED);
    expect(outcome).toEqual({ ok: false, code: "switch_payment_failed", paymentCode: "card_declined" });
    const again = await switchSubscription(handle.db, payments, request(made, plan.premium), SETTINGS, SWITCHED);
    expect(again).toEqual(outcome);
    const orders = await switchOrders(made.subscriptionId);
    expect(orders).toHaveLength(1);
    expect(await chargesOf(handle.db, orders[0]?.order_id ?? 0)).toHaveLength(1);
    // Cancelled, so the account offers no "Pay" for an order whose payment would switch nothing.
    expect(await handle.db.selectFrom("orders").select("status").where("id", "=", orders[0]?.order_id ?? 0).executeTakeFirstOrThrow()).toEqual({ status: "cancelled" });
    const after = await subscription(made.subscriptionId);
    expect({ ...after, relatedOrders: before.relatedOrders }).toEqual(before);
  });

  it("sends a charge whose answer was lost again with the same key when the switch is confirmed from a fresh form, charging once and switching once", async () => {
    const made = await subscribeMonthly();
    const lostAnswer: RenewalPayments = {
      chargeSaved: async (charge) => {
        await payments.chargeSaved(charge);
        throw new Error("the gateway's answer was lost");
      },
    };
    await expect(switchSubscription(handle.db, lostAnswer, request(made, plan.premium, "first-rendering-of-the-form"), SETTINGS, SWITCHED)).rejects.toThrow("the gateway's answer was lost");
    expect((await subscription(made.subscriptionId)).lines).toMatchObject([{ variationId: plan.monthly }]);
    // Another switch cannot start meanwhile; the same one, from another rendering of the form, goes on.
    expect(await switchSubscription(handle.db, payments, request(made, plan.lite, "another-plan-meanwhile"), SETTINGS, SWITCHED)).toEqual({ ok: false, code: "switch_in_progress" });
    const outcome = await switchSubscription(handle.db, payments, request(made, plan.premium, "second-rendering-of-the-form"), SETTINGS, SWITCHED);
    expect(outcome).toMatchObject({ ok: true, kind: "upgrade", chargedNow: 600 });
    const orders = await switchOrders(made.subscriptionId);
    expect(orders).toHaveLength(1);
    expect((await chargesOf(handle.db, orders[0]?.order_id ?? 0)).map(({ status, amount }) => ({ status, amount }))).toEqual([{ status: "succeeded", amount: 600 }]);
    expect((await subscription(made.subscriptionId)).lines).toMatchObject([{ variationId: plan.premium }]);
  });
});
