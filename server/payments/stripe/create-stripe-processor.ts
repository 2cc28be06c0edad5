import type { StripeSettings } from "../../config.ts";
import type { CardProcessor } from "../card-processor.ts";
import { createStripeClient } from "./create-stripe-client.ts";
import type { StripeWebhookVerifier } from "../receive-stripe-webhook.ts";
import { createStripeProcessor } from "./stripe-processor.ts";

/** Stripe for the edge: the processor for createPaymentGateways and the webhook verifier, or nulls without Stripe keys. */
export function stripeFromSettings(settings: StripeSettings | null, shopUrl: string): { processor: CardProcessor | null; verifier: StripeWebhookVerifier } {
  if (settings === null) return { processor: null, verifier: null };
  const client = createStripeClient(settings);
  return {
    processor: createStripeProcessor(client, { shopUrl }),
    verifier: settings.webhookSecret === null ? null : { webhooks: client.webhooks, secret: settings.webhookSecret },
  };
}
