import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { pino } from "pino";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/schema.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../../db/test-database.ts";
import { createTestApiApp, type TestApiApp } from "../../http/test-api-app.ts";
import type { PaymentEvent } from "../gateway.ts";
import { createStripeClient } from "./create-stripe-client.ts";
import { receiveStripeWebhook, type StripeWebhookVerifier } from "../receive-stripe-webhook.ts";
import type { StripeTestEvent } from "./test-server/test-stripe-api.ts";
import { startStripeTestServer, type StripeTestServer } from "./test-server/test-stripe-server.ts";

// Stripe's webhooks, signed by the local Stripe-protocol server as Stripe signs them: verified,
// handled once however often delivered, refused without a good signature; through the use case
// and through the shop's HTTP endpoint (no CSRF token: the signature stands in for it).

const FIVE_MINUTES_S = 300;
const now = new Date();

describe("Stripe webhooks", () => {
  let handle: TestDatabaseHandle;
  let server: StripeTestServer;
  let client: Stripe;
  let verifier: StripeWebhookVerifier;
  let shop: TestApiApp;
  let applied: PaymentEvent[];
  const record = (_trx: Kysely<Database>, event: PaymentEvent) => {
    applied.push(event);
    return Promise.resolve();
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
    server = await startStripeTestServer();
    client = createStripeClient({ secretKey: server.secretKey, apiUrl: server.url });
    verifier = { webhooks: client.webhooks, secret: server.webhookSecret };
    const config = loadConfig({
      SHOP_URL: "http://localhost",
      SEED_DEMO: "false",
      MEDIA_DIR: mkdtempSync(join(tmpdir(), "shopwright-webhook-media-")),
      STRIPE_SECRET_KEY: server.secretKey,
      STRIPE_PUBLISHABLE_KEY: "pk_test_local",
      STRIPE_WEBHOOK_SECRET: server.webhookSecret,
      STRIPE_API_URL: server.url,
    });
    shop = createTestApiApp({ database: handle, config, logger: pino({ level: "silent" }), onPaymentEvent: record });
  });
  beforeEach(() => {
    applied = [];
  });
  afterAll(async () => {
    shop.dispose();
    await server.close();
    await handle.close();
  });

  /** Runs a payment at the server and returns the event it emitted of that type. */
  async function eventOf(type: string, paymentMethod: string, orderId: number): Promise<StripeTestEvent> {
    const before = server.api.events.length;
    await client.paymentIntents.create({ amount: 1500, currency: "usd", payment_method: paymentMethod, confirm: true, metadata: { order_id: String(orderId) } }).catch((error: unknown) => {
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
    });
    const event = server.api.events.slice(before).find((e) => e.type === type);
    if (event === undefined) throw new Error(`no ${type} event`);
    return event;
  }
  const receive = (delivery: { body: string; signature: string | null }, apply = record) =>
    receiveStripeWebhook(handle.db, verifier, { payload: delivery.body, signature: delivery.signature }, now, apply);

  it("handles a payment_intent.succeeded delivered twice once, and tells the orders side the order and the PaymentIntent", async () => {
    const event = await eventOf("payment_intent.succeeded", "pm_card_visa", 77);
    const delivery = server.signedDelivery(event);
    expect(await receive(delivery)).toMatchObject({ ok: true, status: "processed" });
    expect(await receive(delivery)).toMatchObject({ ok: true, status: "duplicate" });
    expect(applied).toEqual([{ kind: "payment_succeeded", gateway: "stripe", transactionId: (event.data.object as { id: string }).id, orderId: 77 }]);
  });

  it("reads a payment_intent.payment_failed's decline code and a charge.refunded's amount", async () => {
    expect(await receive(server.signedDelivery(await eventOf("payment_intent.payment_failed", "pm_card_chargeDeclinedInsufficientFunds", 78)))).toMatchObject({ ok: true, status: "processed" });
    const paid = await client.paymentIntents.create({ amount: 1500, currency: "usd", payment_method: "pm_card_visa", confirm: true, metadata: { order_id: "79" } });
    await client.refunds.create({ payment_intent: paid.id, amount: 500 });
    const refunded = server.api.events.find((e) => e.type === "charge.refunded" && (e.data.object as { payment_intent: string }).payment_intent === paid.id);
    if (refunded === undefined) throw new Error("no charge.refunded event");
    expect(await receive(server.signedDelivery(refunded))).toMatchObject({ ok: true, status: "processed" });
    expect(applied).toEqual([
      expect.objectContaining({ kind: "payment_failed", orderId: 78, code: "insufficient_funds" }) as unknown,
      { kind: "payment_refunded", gateway: "stripe", transactionId: paid.id, orderId: 79, amountRefunded: 500 },
    ]);
  });

  it("refuses a bad signature, a changed body, an old signature and a missing one, and records none of them", async () => {
    const event = await eventOf("payment_intent.succeeded", "pm_card_visa", 80);
    const good = server.signedDelivery(event);
    const refused = { ok: false, code: "webhook_signature_invalid" };
    expect(await receive(server.signedDelivery(event, { secret: "whsec_someone_else" }))).toEqual(refused);
    expect(await receive({ body: good.body.replace('"80"', '"81"'), signature: good.signature })).toEqual(refused);
    expect(await receive(server.signedDelivery(event, { timestamp: Math.floor(Date.now() / 1000) - FIVE_MINUTES_S - 60 }))).toEqual(refused);
    expect(await receive({ body: good.body, signature: null })).toEqual(refused);
    expect(await receiveStripeWebhook(handle.db, null, { payload: good.body, signature: good.signature }, now, record)).toEqual(refused);
    expect(applied).toEqual([]);
    expect(await receive(good)).toMatchObject({ ok: true, status: "processed" });
  });

  it("leaves an event unhandled when applying it fails, so Stripe's next delivery applies it", async () => {
    const delivery = server.signedDelivery(await eventOf("payment_intent.succeeded", "pm_card_visa", 82));
    await expect(receive(delivery, () => Promise.reject(new Error("orders unavailable")))).rejects.toThrow("orders unavailable");
    expect(await receive(delivery)).toMatchObject({ ok: true, status: "processed" });
    expect(applied).toHaveLength(1);
  });

  it("takes Stripe's post at the shop's endpoint without a CSRF token, and refuses an unsigned one with 400", async () => {
    const delivery = server.signedDelivery(await eventOf("payment_intent.succeeded", "pm_card_visa", 83));
    const post = (signature: string | null) =>
      shop.app.request("http://localhost/api/v1/payments/stripe/webhook", {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": "Stripe/1.0", ...(signature === null ? {} : { "stripe-signature": signature }) },
        body: delivery.body,
      });
    const unsigned = await post(null);
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({ error: { code: "webhook_signature_invalid" } });
    const signed = await post(delivery.signature);
    expect(signed.status).toBe(200);
    expect(await signed.json()).toEqual({ received: true, status: "processed" });
    expect(await (await post(delivery.signature)).json()).toEqual({ received: true, status: "duplicate" });
    expect(applied).toHaveLength(1);
  });
});
