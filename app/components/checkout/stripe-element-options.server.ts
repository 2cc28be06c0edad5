import type { Config } from "../../../server/config.ts";
import type { StripeElementSource } from "./stripe-element.ts";

// What a page needs of the server's Stripe configuration to show the Payment Element: the
// publishable key (never the secret one) and where Stripe.js comes from. Null without Stripe.

export function stripeElementSource(config: Pick<Config, "stripe">): StripeElementSource | null {
  return config.stripe === null ? null : { publishableKey: config.stripe.publishableKey, scriptUrl: config.stripe.jsUrl };
}
