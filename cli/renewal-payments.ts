import type { Kysely } from "kysely";
import type { Config } from "../server/config.ts";
import type { Database } from "../server/db/schema.ts";
import { createPaymentGateways } from "../server/payments/create-payment-gateways.ts";
import { stripeFromSettings } from "../server/payments/stripe/create-stripe-processor.ts";
import { renewalPaymentsThroughGateways, type RenewalPayments } from "../server/subscriptions/renewal-payments.ts";

/** The gateways `shop subscriptions process-renewal` charges through: the same ones the shop's renewal job charges with. */
export function renewalPaymentsFor(db: Kysely<Database>, config: Config): RenewalPayments {
  const gateways = createPaymentGateways(db, { production: config.production, stripe: stripeFromSettings(config.stripe, config.shop.url).processor });
  return renewalPaymentsThroughGateways(gateways);
}
