import type { Kysely } from "kysely";
import type { Config } from "../server/config.ts";
import { refundThroughGateways } from "../server/checkout/refund-through-gateways.ts";
import type { Database } from "../server/db/schema.ts";
import type { RefundPayments } from "../server/orders/refund-order.ts";
import { createPaymentGateways } from "../server/payments/create-payment-gateways.ts";
import { stripeFromSettings } from "../server/payments/stripe/create-stripe-processor.ts";

/** The gateways `shop orders refund` pays back through: the same ones the shop charges with. */
export function refundPaymentsFor(db: Kysely<Database>, config: Config): RefundPayments {
  const gateways = createPaymentGateways(db, { production: config.production, stripe: stripeFromSettings(config.stripe, config.shop.url).processor });
  return refundThroughGateways(gateways);
}
