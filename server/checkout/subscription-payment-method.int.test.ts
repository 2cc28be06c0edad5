import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { createPaymentGateways, type PaymentGateways } from "../payments/create-payment-gateways.ts";
import { deletePaymentMethod } from "../payments/delete-payment-method.ts";
import { listPaymentMethods } from "../payments/list-payment-methods.ts";
import { chargeRenewal } from "../subscriptions/charge-renewal.ts";
import { changeSubscriptionPaymentMethod, type SubscriptionCard } from "../subscriptions/change-subscription-payment-method.ts";
import { claimDueRenewal } from "../subscriptions/claim-due-renewal.ts";
import { countSubscriptionsOnOtherMethods } from "../subscriptions/count-subscriptions-on-other-methods.ts";
import { getSubscriptionCustomerNotes, getSubscriptionForMerchant } from "../subscriptions/get-subscription.ts";
import { moveSubscriptionStatus } from "../subscriptions/move-subscription-status.ts";
import { moveSubscriptionsOffDeletedCard } from "../subscriptions/move-subscriptions-off-deleted-card.ts";
import { renewDueSubscriptions } from "../subscriptions/renew-due-subscriptions.ts";
import { renewSubscription } from "../subscriptions/renew-subscription.ts";
import { renewalPaymentsThroughGateways, type RenewalPayments } from "../subscriptions/renewal-payments.ts";
import { updateAllSubscriptionsPaymentMethod } from "../subscriptions/update-all-subscriptions-payment-method.ts";
import { shipEverywhereFree } from "./test-checkout-fixture.ts";
import { chargesOf, renewalOrdersOf, saveTestCard, subscribe, SUCCESS_CARD, TEST_TIME_ZONE, type TestCustomer } from "./test-subscription-fixture.ts";

// Changing the card a subscription renews with (issue 10, "Change payment method"), moving every
// current subscription onto it, and deleting a card that subscriptions use (docs/decisions/030),
// through the real card test mode, with the renewal engine charging afterwards. Time moves only
// by the `now` each call is given. Beside checkout: it places real parent orders.

const NOW = new Date("2026-06-01T12:00:00.000Z");
const DUE = new Date("2026-07-01T12:00:00.000Z");
const OPTIONS = { timeZone: TEST_TIME_ZONE };
const MASTERCARD = "5555 5555 5555 4444";
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe("a subscription's payment method", () => {
  let handle: TestDatabaseHandle;
  let gateways: PaymentGateways;
  let payments: RenewalPayments;
  let customerSeq = 700;
  const newCustomer = (): TestCustomer => {
    customerSeq += 1;
    return { id: customerSeq, email: `payer${customerSeq}@example.test` };
  };
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW });
    payments = renewalPaymentsThroughGateways(gateways);
  });
  afterAll(() => handle.close());

  const card = (savedMethodId: number): SubscriptionCard => ({ gatewayId: "card_test", title: "Credit / Debit Card", savedMethodId });
  const subscription = async (id: number) => {
    const found = await getSubscriptionForMerchant(handle.db, id);
    if (found === null) throw new Error(`no subscription ${id}`);
    return found;
  };
  const paymentOf = async (id: number) => {
    const s = await subscription(id);
    return { paymentMethod: s.paymentMethod, savedMethodId: s.savedMethodId, manualRenewal: s.manualRenewal };
  };
  /** A customer with a Visa (their first card, the default) paying one monthly subscription, and a Mastercard saved after. */
  const customerWithTwoCards = async () => {
    const customer = newCustomer();
    const visa = await saveTestCard(handle.db, gateways, customer, SUCCESS_CARD, NOW);
    const made = await subscribe(handle.db, gateways, { customer, price: 2500, payment: { kind: "saved_card", savedMethodId: visa } }, NOW);
    const mastercard = await saveTestCard(handle.db, gateways, customer, MASTERCARD, NOW);
    return { customer, visa, mastercard, ...made };
  };
  const cancel = (subscriptionId: number) => handle.db.transaction().execute((trx) => moveSubscriptionStatus(trx, subscriptionId, { to: "cancelled" }, NOW));
  const deleteCard = (customerId: number, methodId: number) =>
    deletePaymentMethod(handle.db, gateways, customerId, methodId, async (trx: Kysely<Database>, deleted) => {
      const replacement = deleted.defaultCard === null ? null : card(deleted.defaultCard.id);
      await moveSubscriptionsOffDeletedCard(trx, { customerId, deletedMethodId: methodId, replacement }, NOW);
    });

  it("moves an active subscription onto another of the customer's cards with a note the customer reads, and its next renewal charges that card once", async () => {
    const { customer, mastercard, subscriptionId } = await customerWithTwoCards();
    expect(await changeSubscriptionPaymentMethod(handle.db, { subscriptionId, customerId: customer.id, card: card(mastercard) }, NOW)).toEqual({ ok: true, changed: true });
    // A double submission finds the card already there.
    expect(await changeSubscriptionPaymentMethod(handle.db, { subscriptionId, customerId: customer.id, card: card(mastercard) }, NOW)).toEqual({ ok: true, changed: false });
    expect(await paymentOf(subscriptionId)).toEqual({ paymentMethod: "card_test", savedMethodId: mastercard, manualRenewal: false });
    const notes = (await getSubscriptionCustomerNotes(handle.db, subscriptionId)).filter((n) => n.code === "subscription_payment_method_changed");
    expect(notes).toHaveLength(1);
    expect(await renewSubscription(handle.db, payments, subscriptionId, later(DUE, 1000), OPTIONS)).toMatchObject({ kind: "paid" });
    const [renewal] = await renewalOrdersOf(handle.db, subscriptionId);
    expect((await chargesOf(handle.db, renewal?.id ?? 0)).map((c) => c.status)).toEqual(["succeeded"]);
    const charged = await handle.db.selectFrom("card_test_payments").select("method_id").where("id", "=", (await chargesOf(handle.db, renewal?.id ?? 0))[0]?.id ?? "").executeTakeFirstOrThrow();
    const mastercardToken = await handle.db.selectFrom("payment_methods").select("token").where("id", "=", mastercard).executeTakeFirstOrThrow();
    expect(charged.method_id).toBe(mastercardToken.token);
  });

  it("turns a manual subscription (paid by bank transfer) automatic with the customer's card", async () => {
    const customer = newCustomer();
    const made = await subscribe(handle.db, gateways, { customer, price: 1500, payment: { kind: "bank_transfer" } }, NOW);
    const visa = await saveTestCard(handle.db, gateways, customer, SUCCESS_CARD, NOW);
    expect((await paymentOf(made.subscriptionId)).manualRenewal).toBe(true);
    expect(await changeSubscriptionPaymentMethod(handle.db, { subscriptionId: made.subscriptionId, customerId: customer.id, card: card(visa) }, NOW)).toEqual({ ok: true, changed: true });
    expect(await paymentOf(made.subscriptionId)).toEqual({ paymentMethod: "card_test", savedMethodId: visa, manualRenewal: false });
  });

  it("refuses another customer's subscription as not found and a cancelled one as not changeable, changing nothing", async () => {
    const { customer, mastercard, visa, subscriptionId } = await customerWithTwoCards();
    const stranger = newCustomer();
    expect(await changeSubscriptionPaymentMethod(handle.db, { subscriptionId, customerId: stranger.id, card: card(mastercard) }, NOW)).toEqual({ ok: false, code: "subscription_not_found" });
    expect(await changeSubscriptionPaymentMethod(handle.db, { subscriptionId: 999_999, customerId: customer.id, card: card(mastercard) }, NOW)).toEqual({ ok: false, code: "subscription_not_found" });
    await cancel(subscriptionId);
    expect(await changeSubscriptionPaymentMethod(handle.db, { subscriptionId, customerId: customer.id, card: card(mastercard) }, NOW)).toEqual({ ok: false, code: "subscription_payment_not_changeable" });
    expect(await paymentOf(subscriptionId)).toEqual({ paymentMethod: "card_test", savedMethodId: visa, manualRenewal: false });
  });

  it("refuses a change while a renewal of the subscription is being charged, so a charge taken over after a crash asks for the same card", async () => {
    const { customer, mastercard, visa, subscriptionId } = await customerWithTwoCards();
    const claim = await claimDueRenewal(handle.db, subscriptionId, later(DUE, 1000), OPTIONS);
    expect(claim.kind).toBe("charge");
    expect(await changeSubscriptionPaymentMethod(handle.db, { subscriptionId, customerId: customer.id, card: card(mastercard) }, NOW)).toEqual({ ok: false, code: "subscription_renewal_in_progress" });
    expect(await paymentOf(subscriptionId)).toEqual({ paymentMethod: "card_test", savedMethodId: visa, manualRenewal: false });
    if (claim.kind !== "charge") return;
    await chargeRenewal(handle.db, payments, claim.pending, later(DUE, 2000), OPTIONS);
    expect(await changeSubscriptionPaymentMethod(handle.db, { subscriptionId, customerId: customer.id, card: card(mastercard) }, later(DUE, 3000))).toEqual({ ok: true, changed: true });
  });

  it("moves every active and on-hold subscription of the customer onto the card, not cancelled ones nor other customers', and a repeat moves none", async () => {
    const { customer, visa, mastercard, subscriptionId: first } = await customerWithTwoCards();
    const second = await subscribe(handle.db, gateways, { customer, price: 900, payment: { kind: "saved_card", savedMethodId: visa } }, NOW);
    const manual = await subscribe(handle.db, gateways, { customer, price: 700, payment: { kind: "bank_transfer" } }, NOW);
    const ended = await subscribe(handle.db, gateways, { customer, price: 500, payment: { kind: "saved_card", savedMethodId: visa } }, NOW);
    await cancel(ended.subscriptionId);
    const other = await customerWithTwoCards();
    await changeSubscriptionPaymentMethod(handle.db, { subscriptionId: first, customerId: customer.id, card: card(mastercard) }, NOW);
    expect(await countSubscriptionsOnOtherMethods(handle.db, customer.id, mastercard)).toBe(2);
    expect(await updateAllSubscriptionsPaymentMethod(handle.db, { customerId: customer.id, card: card(mastercard) }, NOW)).toEqual({ updated: 2, skipped: 0 });
    expect(await updateAllSubscriptionsPaymentMethod(handle.db, { customerId: customer.id, card: card(mastercard) }, NOW)).toEqual({ updated: 0, skipped: 0 });
    for (const id of [first, second.subscriptionId, manual.subscriptionId]) expect(await paymentOf(id)).toEqual({ paymentMethod: "card_test", savedMethodId: mastercard, manualRenewal: false });
    expect((await paymentOf(ended.subscriptionId)).savedMethodId).toBe(visa);
    expect((await paymentOf(other.subscriptionId)).savedMethodId).toBe(other.visa);
  });

  it("moves the subscriptions of a deleted card to the customer's default card, in the delete's transaction", async () => {
    const { customer, visa, mastercard, subscriptionId } = await customerWithTwoCards();
    await changeSubscriptionPaymentMethod(handle.db, { subscriptionId, customerId: customer.id, card: card(mastercard) }, NOW);
    expect(await deleteCard(customer.id, mastercard)).toEqual({ ok: true });
    expect(await paymentOf(subscriptionId)).toEqual({ paymentMethod: "card_test", savedMethodId: visa, manualRenewal: false });
  });

  it("moves them to the card that becomes the default when the default card is deleted, and to manual renewals when no card is left", async () => {
    const { customer, visa, mastercard, subscriptionId } = await customerWithTwoCards();
    expect(await deleteCard(customer.id, visa)).toEqual({ ok: true });
    expect((await listPaymentMethods(handle.db, customer.id)).map((m) => ({ id: m.id, isDefault: m.isDefault }))).toEqual([{ id: mastercard, isDefault: true }]);
    expect(await paymentOf(subscriptionId)).toEqual({ paymentMethod: "card_test", savedMethodId: mastercard, manualRenewal: false });
    expect(await deleteCard(customer.id, mastercard)).toEqual({ ok: true });
    expect(await paymentOf(subscriptionId)).toEqual({ paymentMethod: "card_test", savedMethodId: null, manualRenewal: true });
  });

  it("keeps the card and the subscriptions as they were when moving the subscriptions fails", async () => {
    const { customer, visa, subscriptionId } = await customerWithTwoCards();
    const failing = deletePaymentMethod(handle.db, gateways, customer.id, visa, () => Promise.reject(new Error("subscriptions could not be moved")));
    await expect(failing).rejects.toThrow("subscriptions could not be moved");
    expect((await listPaymentMethods(handle.db, customer.id)).some((m) => m.id === visa)).toBe(true);
    expect((await paymentOf(subscriptionId)).savedMethodId).toBe(visa);
  });

  it("a renewal charged between the processor forgetting the card and its row's deletion fails cleanly, with no money taken", async () => {
    const { customer, visa, subscriptionId } = await customerWithTwoCards();
    const claim = await claimDueRenewal(handle.db, subscriptionId, later(DUE, 1000), OPTIONS);
    if (claim.kind !== "charge") throw new Error(`expected a charge, got ${claim.kind}`);
    // The delete's first step alone (the processor forgets the card), as if the charge came in between.
    const method = (await handle.db.selectFrom("payment_methods").select(["token", "processor_customer"]).where("id", "=", visa).executeTakeFirstOrThrow());
    await gateways.forgetMethod("card_test", { reference: method.token, processorCustomer: method.processor_customer });
    expect(await chargeRenewal(handle.db, payments, claim.pending, later(DUE, 2000), OPTIONS)).toMatchObject({ kind: "failed", code: "payment_method_not_found" });
    expect((await chargesOf(handle.db, claim.pending.orderId)).filter((c) => c.status === "succeeded")).toEqual([]);
    expect(await deleteCard(customer.id, visa)).toEqual({ ok: true });
    expect((await subscription(subscriptionId)).status).toBe("on-hold");
  });

  it("when a card is deleted while its renewal is claimed, the charge fails cleanly without reaching the processor, and the retry charges the default card once", async () => {
    const { customer, visa, mastercard, subscriptionId } = await customerWithTwoCards();
    const claim = await claimDueRenewal(handle.db, subscriptionId, later(DUE, 1000), OPTIONS);
    if (claim.kind !== "charge") throw new Error(`expected a charge, got ${claim.kind}`);
    expect(await deleteCard(customer.id, visa)).toEqual({ ok: true });
    expect(await paymentOf(subscriptionId)).toMatchObject({ savedMethodId: mastercard });
    const failed = await chargeRenewal(handle.db, payments, claim.pending, later(DUE, 2000), OPTIONS);
    expect(failed).toMatchObject({ kind: "failed", code: "payment_method_not_found" });
    expect(await chargesOf(handle.db, claim.pending.orderId)).toEqual([]);
    expect((await subscription(subscriptionId)).status).toBe("on-hold");
    const renewal = await handle.db.selectFrom("subscription_renewals").select("retry_at").where("subscription_id", "=", subscriptionId).executeTakeFirstOrThrow();
    await renewDueSubscriptions(handle.db, payments, new Date(renewal.retry_at ?? ""), OPTIONS);
    expect((await chargesOf(handle.db, claim.pending.orderId)).map((c) => c.status)).toEqual(["succeeded"]);
    expect((await subscription(subscriptionId)).status).toBe("active");
  });
});
