import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestDatabaseHandle } from "../../db/test-database.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { createPaymentGateways, type PaymentGateways } from "../create-payment-gateways.ts";
import type { PaymentGateway, PaymentRequest } from "../gateway.ts";
import { importPaymentSettings } from "../import-payment-settings.ts";
import { answerTestChallenge, getPendingTestChallenge } from "./answer-test-challenge.ts";
import { tokeniseTestCard } from "./tokenise-test-card.ts";

const now = new Date("2026-11-24T12:00:00Z");
const customer = { id: 7, email: "ann@example.test" };
let sequence = 0;
const key = () => `key-${(sequence += 1)}`;

describe("the card test mode gateway", () => {
  let handle: TestDatabaseHandle;
  let gateways: PaymentGateways;
  let card: PaymentGateway;

  beforeAll(async () => {
    handle = await createTestDatabase();
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => now });
    const gateway = gateways.get("card_test");
    if (gateway === null) throw new Error("no card_test gateway");
    card = gateway;
  });
  afterAll(() => handle.close());

  async function token(number: string): Promise<string> {
    const result = await tokeniseTestCard(handle.db, { number, expiry: "12 / 34", cvc: "123" }, now);
    if (!result.ok) throw new Error(`tokenising ${number} failed`);
    return result.token;
  }

  async function pay(number: string, extra: Partial<PaymentRequest> = {}) {
    return card.processPayment({ orderId: 1, amount: 2500, currency: "USD", idempotencyKey: key(), customer, source: { token: await token(number) }, saveMethod: false, returnUrl: "/checkout/order-received/1/?key=k", ...extra });
  }

  it("charges the success cards (Visa and Mastercard)", async () => {
    expect(await pay("4242 4242 4242 4242")).toMatchObject({ status: "succeeded", transactionId: expect.stringMatching(/^pi_test_/) as unknown, savedMethodId: null });
    expect(await pay("5555 5555 5555 4444")).toMatchObject({ status: "succeeded" });
  });

  it("declines each decline card with its own code", async () => {
    expect(await pay("4000 0000 0000 0002")).toEqual({ status: "failed", code: "card_declined" });
    expect(await pay("4000 0000 0000 9995")).toEqual({ status: "failed", code: "insufficient_funds" });
    expect(await pay("4000 0000 0000 0069")).toEqual({ status: "failed", code: "expired_card" });
    expect(await pay("4000 0000 0000 0127")).toEqual({ status: "failed", code: "incorrect_cvc" });
    expect(await pay("4000 0000 0000 0341")).toEqual({ status: "failed", code: "card_declined" });
  });

  it("declines a card that is not a test card: test mode never takes money", async () => {
    expect(await pay("4111 1111 1111 1111")).toEqual({ status: "failed", code: "card_declined" });
  });

  it("takes a token once: a second payment with it finds no card", async () => {
    const once = await token("4242424242424242");
    const request = { orderId: 2, amount: 100, currency: "USD", customer, source: { token: once }, saveMethod: false, returnUrl: "/" };
    expect(await card.processPayment({ ...request, idempotencyKey: key() })).toMatchObject({ status: "succeeded" });
    expect(await card.processPayment({ ...request, idempotencyKey: key() })).toEqual({ status: "failed", code: "payment_method_not_found" });
  });

  it("sends the 3-D Secure card to its challenge, and a completed challenge pays and keeps the card asked to be saved", async () => {
    const outcome = await pay("4000 0027 6000 3184", { saveMethod: true, returnUrl: "/checkout/order-received/9/?key=k9" });
    if (outcome.status !== "requires_action") throw new Error(`expected requires_action, got ${outcome.status}`);
    expect(outcome.redirectUrl).toBe(`/payments/test-mode/authenticate/${outcome.transactionId}`);
    expect(await card.confirmAction(outcome.transactionId)).toMatchObject({ status: "requires_action" });
    expect(await getPendingTestChallenge(handle.db, outcome.transactionId)).toMatchObject({ amount: 2500, currency: "USD", brand: "visa", last4: "3184" });
    expect(await answerTestChallenge(handle.db, outcome.transactionId, "complete", now)).toEqual({ ok: true, returnUrl: "/checkout/order-received/9/?key=k9" });
    const confirmed = await card.confirmAction(outcome.transactionId);
    expect(confirmed).toMatchObject({ status: "succeeded", transactionId: outcome.transactionId, savedMethodId: expect.any(Number) as unknown });
    // A second answer (another tab) changes nothing, and confirming again keeps one saved card.
    await answerTestChallenge(handle.db, outcome.transactionId, "fail", now);
    expect(await card.confirmAction(outcome.transactionId)).toEqual(confirmed);
    expect(await getPendingTestChallenge(handle.db, outcome.transactionId)).toBeNull();
  });

  it("fails the payment whose challenge the shopper failed", async () => {
    const outcome = await pay("4000 0027 6000 3184");
    if (outcome.status !== "requires_action") throw new Error(`expected requires_action, got ${outcome.status}`);
    await answerTestChallenge(handle.db, outcome.transactionId, "fail", now);
    expect(await card.confirmAction(outcome.transactionId)).toEqual({ status: "failed", code: "authentication_failed" });
    expect(await answerTestChallenge(handle.db, "pi_test_nothing", "complete", now)).toEqual({ ok: false, code: "payment_not_found" });
  });

  it("charges saved cards off-session: the 3-D Secure card fails authentication_required, the 0341 card is saved but declined", async () => {
    const save = async (number: string) => {
      const saved = await card.saveMethod({ customer, token: await token(number), idempotencyKey: key() });
      if (saved.status !== "saved") throw new Error(`saving ${number} failed`);
      return saved.savedMethodId;
    };
    const charge = async (savedMethodId: number) => card.chargeSaved({ orderId: 3, amount: 999, currency: "USD", idempotencyKey: key(), customer, savedMethodId, offSession: true });
    expect(await charge(await save("4242424242424242"))).toMatchObject({ status: "succeeded" });
    expect(await charge(await save("4000002760003184"))).toEqual({ status: "failed", code: "authentication_required" });
    expect(await charge(await save("4000000000000341"))).toEqual({ status: "failed", code: "card_declined" });
    const others = await card.chargeSaved({ orderId: 3, amount: 999, currency: "USD", idempotencyKey: key(), customer: { id: 8, email: "bob@example.test" }, savedMethodId: await save("4242424242424242"), offSession: true });
    expect(others).toEqual({ status: "failed", code: "payment_method_not_found" });
  });

  it("pays with a saved card on-session, where the 3-D Secure card asks for its challenge", async () => {
    const saved = await card.saveMethod({ customer, token: await token("4000002760003184"), idempotencyKey: key() });
    if (saved.status !== "saved") throw new Error("save failed");
    const outcome = await card.processPayment({ orderId: 4, amount: 500, currency: "USD", idempotencyKey: key(), customer, source: { savedMethodId: saved.savedMethodId }, saveMethod: false, returnUrl: "/" });
    expect(outcome).toMatchObject({ status: "requires_action" });
  });

  it("refunds in parts up to the amount paid, once per key", async () => {
    const paid = await pay("4242424242424242");
    if (paid.status !== "succeeded") throw new Error("payment failed");
    const refundKey = key();
    const first = await card.refund({ transactionId: paid.transactionId, amount: 1000, idempotencyKey: refundKey });
    expect(first).toMatchObject({ status: "succeeded", refundId: expect.stringMatching(/^re_test_/) as unknown });
    expect(await card.refund({ transactionId: paid.transactionId, amount: 1000, idempotencyKey: refundKey })).toEqual(first);
    expect(await card.refund({ transactionId: paid.transactionId, amount: 1000, idempotencyKey: refundKey.concat("-other") })).toMatchObject({ status: "succeeded" });
    expect(await card.refund({ transactionId: paid.transactionId, amount: 501, idempotencyKey: key() })).toEqual({ status: "failed", code: "refund_amount_invalid" });
    expect(await card.refund({ transactionId: paid.transactionId, amount: 500, idempotencyKey: key() })).toMatchObject({ status: "succeeded" });
    expect(await card.refund({ transactionId: paid.transactionId, amount: 2000, idempotencyKey: refundKey })).toEqual({ status: "failed", code: "idempotency_key_reused" });
  });

  it("refuses every call in production unless the merchant allows test mode", async () => {
    const production = createPaymentGateways(handle.db, { production: true, stripe: null, clock: () => now }).get("card_test");
    const request = { orderId: 5, amount: 100, currency: "USD", idempotencyKey: key(), customer, source: { token: await token("4242424242424242") }, saveMethod: false, returnUrl: "/" };
    expect(await production?.processPayment(request)).toEqual({ status: "failed", code: "test_mode_not_allowed" });
    await importPaymentSettings(handle.db, { testModeInProduction: true });
    expect(await production?.processPayment(request)).toMatchObject({ status: "succeeded" });
  });
});
