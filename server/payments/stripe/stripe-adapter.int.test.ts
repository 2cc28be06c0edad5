import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../../db/test-database.ts";
import { createPaymentGateways } from "../create-payment-gateways.ts";
import type { PaymentGateway, PaymentRequest } from "../gateway.ts";
import { createStripeClient } from "./create-stripe-client.ts";
import { createStripeProcessor } from "./stripe-processor.ts";
import { startStripeTestServer, type StripeTestServer } from "./test-server/test-stripe-server.ts";

// The Stripe adapter, through the official SDK, against the local server that speaks Stripe's
// REST protocol (test-server/): the SDK's own requests, form bodies, Idempotency-Key headers and
// error objects, end to end.

const customer = { id: 5, email: "ann@example.test" };
const SHOP_URL = "https://shop.example";
const PARALLEL_CALLS = 10;
let sequence = 0;
const key = () => `stripe-key-${(sequence += 1)}`;

describe("the Stripe adapter against a local Stripe-protocol server", () => {
  let handle: TestDatabaseHandle;
  let server: StripeTestServer;
  let stripe: PaymentGateway;

  beforeAll(async () => {
    handle = await createTestDatabase();
    server = await startStripeTestServer();
    const processor = createStripeProcessor(createStripeClient({ secretKey: server.secretKey, apiUrl: server.url }), { shopUrl: SHOP_URL });
    const gateway = createPaymentGateways(handle.db, { production: true, stripe: processor }).get("stripe");
    if (gateway === null) throw new Error("no stripe gateway");
    stripe = gateway;
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
  });

  const request = (paymentMethod: string, extra: Partial<PaymentRequest> = {}): PaymentRequest => ({
    orderId: 41,
    amount: 2599,
    currency: "USD",
    idempotencyKey: key(),
    customer,
    source: { token: paymentMethod },
    saveMethod: false,
    returnUrl: "/checkout/order-received/41/?key=k",
    ...extra,
  });
  const createdIntents = () => server.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents");

  it("charges pm_card_visa and tells Stripe the order, the amount in minor units and where to come back to", async () => {
    const outcome = await stripe.processPayment(request("pm_card_visa"));
    if (outcome.status !== "succeeded") throw new Error(`expected succeeded, got ${outcome.status}`);
    expect(outcome.transactionId).toMatch(/^pi_/);
    const intent = server.api.intents.get(outcome.transactionId);
    expect(intent).toMatchObject({ amount: 2599, currency: "usd", metadata: { order_id: "41", customer_id: "5" }, return_url: `${SHOP_URL}/checkout/order-received/41/?key=k` });
  });

  it("answers each decline with its code, from Stripe's 402 card_error and its decline_code", async () => {
    expect(await stripe.processPayment(request("pm_card_chargeDeclined"))).toEqual({ status: "failed", code: "card_declined" });
    expect(await stripe.processPayment(request("pm_card_chargeDeclinedInsufficientFunds"))).toEqual({ status: "failed", code: "insufficient_funds" });
    expect(await stripe.processPayment(request("pm_card_chargeDeclinedExpiredCard"))).toEqual({ status: "failed", code: "expired_card" });
    expect(await stripe.processPayment(request("pm_card_chargeDeclinedIncorrectCvc"))).toEqual({ status: "failed", code: "incorrect_cvc" });
    expect(await stripe.processPayment(request("pm_does_not_exist"))).toEqual({ status: "failed", code: "payment_method_not_found" });
    const raw = await fetch(`${server.url}/v1/payment_intents`, {
      method: "POST",
      headers: { authorization: `Bearer ${server.secretKey}`, "content-type": "application/x-www-form-urlencoded" },
      body: "amount=100&currency=usd&payment_method=pm_card_chargeDeclinedInsufficientFunds&confirm=true",
    });
    expect(raw.status).toBe(402);
    expect(await raw.json()).toMatchObject({ error: { type: "card_error", code: "card_declined", decline_code: "insufficient_funds" } });
  });

  it("sends a 3-D Secure card to Stripe's next_action page, then reads the answer back (complete, then fail)", async () => {
    const pending = await stripe.processPayment(request("pm_card_authenticationRequired"));
    if (pending.status !== "requires_action") throw new Error(`expected requires_action, got ${pending.status}`);
    expect(pending.redirectUrl).toBe(`${server.url}/test/authenticate/${pending.transactionId}`);
    expect(await stripe.confirmAction(pending.transactionId)).toMatchObject({ status: "requires_action" });
    await fetch(pending.redirectUrl, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "outcome=complete" });
    expect(await stripe.confirmAction(pending.transactionId)).toMatchObject({ status: "succeeded", transactionId: pending.transactionId });

    const failing = await stripe.processPayment(request("pm_card_authenticationRequired"));
    if (failing.status !== "requires_action") throw new Error(`expected requires_action, got ${failing.status}`);
    await fetch(failing.redirectUrl, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "outcome=fail" });
    expect(await stripe.confirmAction(failing.transactionId)).toEqual({ status: "failed", code: "authentication_failed" });
  });

  it(`sends one PaymentIntent for a retried payment and for ${PARALLEL_CALLS} parallel ones with one key, all answered alike`, async () => {
    const before = createdIntents().length;
    const once = request("pm_card_visa");
    const first = await stripe.processPayment(once);
    expect(await stripe.processPayment(once)).toEqual(first);
    const parallel = request("pm_card_visa");
    const outcomes = await Promise.all(Array.from({ length: PARALLEL_CALLS }, () => stripe.processPayment(parallel)));
    expect(new Set(outcomes.map((o) => JSON.stringify(o))).size).toBe(1);
    expect(createdIntents().length - before).toBe(2);
    expect(await stripe.processPayment({ ...once, amount: 1 })).toEqual({ status: "failed", code: "idempotency_key_reused" });
  });

  it("saves cards with a SetupIntent on one Stripe customer and charges them off-session", async () => {
    const save = async (paymentMethod: string) => {
      const saved = await stripe.saveMethod({ customer, token: paymentMethod, idempotencyKey: key() });
      if (saved.status !== "saved") throw new Error(`saving ${paymentMethod} failed`);
      return saved;
    };
    const visa = await save("pm_card_visa");
    expect(visa.card).toEqual({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 });
    const charge = async (savedMethodId: number) => stripe.chargeSaved({ orderId: 42, amount: 1200, currency: "USD", idempotencyKey: key(), customer, savedMethodId, offSession: true });
    expect(await charge(visa.savedMethodId)).toMatchObject({ status: "succeeded" });
    expect(await charge((await save("pm_card_authenticationRequired")).savedMethodId)).toEqual({ status: "failed", code: "authentication_required" });
    expect(await charge((await save("pm_card_chargeCustomerFail")).savedMethodId)).toEqual({ status: "failed", code: "card_declined" });
    expect(server.api.customers.size).toBe(1);
    const rows = await handle.db.selectFrom("payment_methods").select(["processor_customer"]).where("customer_id", "=", customer.id).execute();
    expect(new Set(rows.map((r) => r.processor_customer))).toEqual(new Set([[...server.api.customers.keys()][0]]));
  });

  it("keeps the card of a checkout payment asked to save it", async () => {
    const outcome = await stripe.processPayment(request("pm_card_mastercard", { saveMethod: true }));
    expect(outcome).toMatchObject({ status: "succeeded" });
    const savedMethodId = outcome.status === "succeeded" ? outcome.savedMethodId : null;
    const row = await handle.db.selectFrom("payment_methods").select(["brand", "last4"]).where("id", "=", savedMethodId ?? 0).executeTakeFirst();
    expect(row).toEqual({ brand: "mastercard", last4: "4444" });
  });

  it("refunds in parts through Stripe, once per key, and refuses more than was paid", async () => {
    const paid = await stripe.processPayment(request("pm_card_visa"));
    if (paid.status !== "succeeded") throw new Error("payment failed");
    const refundKey = key();
    const first = await stripe.refund({ transactionId: paid.transactionId, amount: 599, idempotencyKey: refundKey });
    expect(first).toMatchObject({ status: "succeeded", refundId: expect.stringMatching(/^re_/) as unknown });
    expect(await stripe.refund({ transactionId: paid.transactionId, amount: 599, idempotencyKey: refundKey })).toEqual(first);
    expect(server.api.intents.get(paid.transactionId)?.amount_refunded).toBe(599);
    expect(await stripe.refund({ transactionId: paid.transactionId, amount: 2001, idempotencyKey: key() })).toEqual({ status: "failed", code: "refund_amount_invalid" });
    expect(await stripe.refund({ transactionId: paid.transactionId, amount: 2000, idempotencyKey: key() })).toMatchObject({ status: "succeeded" });
  });
});
