import type { Kysely } from "kysely";
import Stripe from "stripe";
import type { PaymentsTables } from "../db/schema.ts";
import type { PaymentEvent } from "./gateway.ts";
import { recordWebhookEvent } from "./payment-event.repository.ts";
import { paymentsDb } from "./payments-db.ts";
import { stripeFailureCode } from "./stripe/stripe-failure.ts";
import { metadataOf } from "./stripe/stripe-processor.ts";

// Stripe's webhooks: verified by their signature (stripe.webhooks.constructEvent, with the
// signing secret and Stripe's five-minute tolerance), then handled once. The event's id is
// recorded in the same transaction as what the shop does about it (`apply`, wired by the edge
// to the orders module): a second delivery finds it and does nothing, and a failure rolls both
// back, so Stripe's retry finds the event unhandled.

export type StripeWebhookResult =
  | { ok: false; code: "webhook_signature_invalid" }
  | { ok: true; status: "processed" | "duplicate" | "ignored"; event: PaymentEvent | null };

/** The SDK's webhook helpers and the signing secret; null when none is configured (nothing can be verified). */
export type StripeWebhookVerifier = { webhooks: Stripe["webhooks"]; secret: string } | null;

function orderIdOf(metadata: Stripe.Metadata | null | undefined): number | null {
  const { orderId } = metadataOf(metadata);
  return orderId > 0 ? orderId : null;
}

/** The event as the shop's payment event; null for a type the shop does not act on. */
export function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  switch (event.type) {
    case "payment_intent.succeeded":
      return { kind: "payment_succeeded", gateway: "stripe", transactionId: event.data.object.id, orderId: orderIdOf(event.data.object.metadata) };
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      const code = intent.last_payment_error == null ? "card_declined" : stripeFailureCode(intent.last_payment_error);
      return { kind: "payment_failed", gateway: "stripe", transactionId: intent.id, orderId: orderIdOf(intent.metadata), code };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const intent = charge.payment_intent;
      const transactionId = intent == null ? charge.id : typeof intent === "string" ? intent : intent.id;
      return { kind: "payment_refunded", gateway: "stripe", transactionId, orderId: orderIdOf(charge.metadata), amountRefunded: charge.amount_refunded };
    }
    default:
      return null;
  }
}

export async function receiveStripeWebhook<All extends PaymentsTables>(
  db: Kysely<All>,
  verifier: StripeWebhookVerifier,
  delivery: { payload: string; signature: string | null },
  now: Date,
  apply: (trx: Kysely<All>, event: PaymentEvent) => Promise<void>,
): Promise<StripeWebhookResult> {
  if (verifier === null || delivery.signature === null) return { ok: false, code: "webhook_signature_invalid" };
  let event: Stripe.Event;
  try {
    event = verifier.webhooks.constructEvent(delivery.payload, delivery.signature, verifier.secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return { ok: false, code: "webhook_signature_invalid" };
    throw error;
  }
  const paymentEvent = paymentEventOf(event);
  return db.transaction().execute(async (trx) => {
    const first = await recordWebhookEvent(paymentsDb(trx), { id: event.id, gateway: "stripe", type: event.type }, now.toISOString());
    if (!first) return { ok: true, status: "duplicate", event: paymentEvent };
    if (paymentEvent === null) return { ok: true, status: "ignored", event: null };
    await apply(trx, paymentEvent);
    return { ok: true, status: "processed", event: paymentEvent };
  });
}
