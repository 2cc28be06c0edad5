import type { Kysely } from "kysely";
import type { PaymentsTables } from "../db/schema.ts";
import { getPaymentSettings } from "./get-payment-settings.ts";
import { CARD_GATEWAY_IDS, type GatewayId, type PaymentMethodOption } from "./payments.ts";

// The payment methods the checkout offers, in the merchant's order: the enabled gateways that can
// work here (Stripe needs its keys and its setting on; the test mode is refused in production
// unless allowed) and, for cash on delivery, only with the shipping methods it is limited to.

export interface AvailabilityContext {
  production: boolean;
  stripeConfigured: boolean;
}

/**
 * Whether cash on delivery goes with the chosen shipping methods. A reference without an instance
 * ("flat_rate") takes every instance of that type ("flat_rate:3"), as WooCommerce's setting does.
 * Unlimited (no references) it goes with anything, no shipping included.
 */
export function codAllowedFor(references: readonly string[], shippingMethodIds: readonly string[]): boolean {
  if (references.length === 0) return true;
  return shippingMethodIds.some((id) => references.some((reference) => reference === id || (!reference.includes(":") && id.split(":")[0] === reference)));
}

export async function listAvailablePaymentMethods<All extends PaymentsTables>(
  db: Kysely<All>,
  context: AvailabilityContext,
  input: { shippingMethodIds: readonly string[] },
): Promise<PaymentMethodOption[]> {
  const settings = await getPaymentSettings(db);
  const usable = (id: GatewayId): boolean => {
    switch (id) {
      case "card_test":
        return !context.production || settings.testModeInProduction;
      case "stripe":
        return context.stripeConfigured && settings.stripeEnabled;
      case "cod":
        return codAllowedFor(settings.codShippingMethods, input.shippingMethodIds);
      case "bacs":
      case "cheque":
        return true;
    }
  };
  return settings.enabledGateways.filter(usable).map((id) => ({
    id,
    title: settings.titles[id] ?? null,
    description: settings.descriptions[id] ?? null,
    testMode: id === "card_test",
    kind: (CARD_GATEWAY_IDS as readonly GatewayId[]).includes(id) ? "card" : "offline",
  }));
}
