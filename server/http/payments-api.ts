import type { Hono } from "hono";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema.ts";
import type { OrderMailSender } from "../orders/order-mail-sender.ts";
import { tokeniseTestCard } from "../payments/card-test/tokenise-test-card.ts";
import type { PaymentEvent } from "../payments/gateway.ts";
import { stripeFromSettings } from "../payments/stripe/create-stripe-processor.ts";
import { receiveStripeWebhook } from "../payments/receive-stripe-webhook.ts";
import { isTestModeAllowed } from "../payments/test-mode-refusal.ts";
import { apiError } from "./edge/api-error.ts";
import { readJsonBody } from "./edge/read-body.ts";
import { statusForCode } from "./error-status.ts";
import type { ApiServices } from "./store-api.ts";

// The payments part of the JSON Store API. The card test mode's tokenisation step is the only
// route a card number reaches: it answers a one-time token with the brand, last 4 digits and
// expiry, and nothing here logs a body. CSRF as every post (the checkout page carries the token).
// Stripe's webhook is exempt from CSRF: Stripe's signature proves where it comes from
// (server/http/edge/csrf-policy.ts).

export const PAYMENTS_API_BASE = "/api/v1/payments";
export const STRIPE_WEBHOOK_PATH = `${PAYMENTS_API_BASE}/stripe/webhook`;

/** What a verified payment event does to its order, in the transaction that records the event as handled. */
export type PaymentEventHandler = (trx: Kysely<Database>, event: PaymentEvent) => Promise<void>;

export interface PaymentsApiOptions {
  /** The orders module's answer to processor events; wired by the edge (create-app.ts). */
  onPaymentEvent?: PaymentEventHandler;
  /** Kicked after an event was applied, so the order mails it queued go out at once. */
  orderMails?: Pick<OrderMailSender, "kick">;
}

/** Until the edge wires the orders module, an event is refused (500), so Stripe delivers it again later. */
const unwiredPaymentEvents: PaymentEventHandler = (_trx, event) => Promise.reject(new Error(`No handler for payment events is wired: ${event.kind} for ${event.transactionId} was not applied`));
/** Longer than any card number, expiry or security code typed with spaces. */
const CARD_FIELD_MAX_LENGTH = 40;

const cardFieldsSchema = z.strictObject({
  number: z.string().max(CARD_FIELD_MAX_LENGTH),
  expiry: z.string().max(CARD_FIELD_MAX_LENGTH),
  cvc: z.string().max(CARD_FIELD_MAX_LENGTH),
});

export function mountPaymentsApi(app: Hono, services: ApiServices, options: PaymentsApiOptions = {}): void {
  const { db, config } = services;
  const { verifier } = stripeFromSettings(config.stripe, config.shop.url);
  const onPaymentEvent = options.onPaymentEvent ?? unwiredPaymentEvents;

  // The raw body: the signature is over the exact bytes Stripe sent.
  app.post(STRIPE_WEBHOOK_PATH, async (c) => {
    const delivery = { payload: await c.req.text(), signature: c.req.header("stripe-signature") ?? null };
    const result = await receiveStripeWebhook(db, verifier, delivery, new Date(), onPaymentEvent);
    if (!result.ok) return apiError(c, { code: result.code });
    if (result.status === "processed") options.orderMails?.kick();
    return c.json({ received: true, status: result.status });
  });

  app.post(`${PAYMENTS_API_BASE}/card-test/tokens`, async (c) => {
    c.header("Cache-Control", "no-store");
    if (!(await isTestModeAllowed(db, config.production))) return apiError(c, { code: "test_mode_not_allowed" });
    const body = await readJsonBody(c.req.raw, cardFieldsSchema);
    if (!body.ok) return apiError(c, { code: body.failure.code, ...(body.failure.params ? { params: { field: body.failure.params.field } } : {}) });
    const result = await tokeniseTestCard(db, body.data, new Date());
    if (!result.ok) {
      // Every field's error, so the form marks each; the first one is the answer's code.
      const [first] = result.errors;
      const code = first?.code ?? "card_number_invalid";
      return c.json({ error: { code, params: { field: first?.field ?? "number" } }, errors: result.errors }, statusForCode(code));
    }
    const { brand, last4, expMonth, expYear } = result.card;
    return c.json({ token: result.token, card: { brand, last4, exp_month: expMonth, exp_year: expYear } }, 201);
  });
}
