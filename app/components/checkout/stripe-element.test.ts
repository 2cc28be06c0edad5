import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config.ts";
import { readStripeElementOptions, stripeElementAttributes, stripeElementFor, type StripeElementOptions } from "./stripe-element.ts";
import { stripeElementSource } from "./stripe-element-options.server.ts";

// The Payment Element's settings: from the server's Stripe configuration to the box's data
// attributes, and back in the checkout script.

/** data-stripe-key → stripeKey, as the browser's dataset names it. */
function datasetOf(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name.slice("data-".length).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()), value]));
}

const payment: StripeElementOptions = { publishableKey: "pk_test_abc", scriptUrl: "https://js.stripe.com/v3", mode: "payment", amount: 2599, currency: "usd" };

describe("the Payment Element's settings", () => {
  it("gives a page the publishable key and Stripe.js's address from the configuration, never the secret key, and nothing without Stripe", () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: "sk_test_secret", STRIPE_PUBLISHABLE_KEY: "pk_test_abc" });
    const source = stripeElementSource(config);
    expect(source).toEqual({ publishableKey: "pk_test_abc", scriptUrl: "https://js.stripe.com/v3" });
    expect(JSON.stringify(source)).not.toContain("sk_test_secret");
    expect(stripeElementSource(loadConfig({}))).toBeNull();
  });

  it("collects a payment of the total in minor units with the currency in lower case, or a card to save with no amount", () => {
    const source = { publishableKey: "pk_test_abc", scriptUrl: "https://js.stripe.com/v3" };
    expect(stripeElementFor(source, { mode: "payment", amount: 2599, currency: "USD" })).toEqual(payment);
    expect(stripeElementFor(source, { mode: "setup", currency: "GBP" })).toEqual({ ...source, mode: "setup", amount: 0, currency: "gbp" });
    expect(stripeElementFor(null, { mode: "setup", currency: "USD" })).toBeNull();
  });

  it("reads back from the box's dataset what the server rendered on it", () => {
    expect(readStripeElementOptions(datasetOf(stripeElementAttributes(payment)))).toEqual(payment);
  });

  it("reads no settings from a box with a secret key, a script that is not http(s), another mode, a negative or fractional amount, or an upper-case currency", () => {
    const dataset = datasetOf(stripeElementAttributes(payment));
    for (const broken of [
      { stripeKey: "sk_test_abc" },
      { stripeKey: undefined },
      { stripeJs: "javascript:alert(1)" },
      { stripeMode: "subscription" },
      { stripeAmount: "-1" },
      { stripeAmount: "12.5" },
      { stripeAmount: "" },
      { stripeCurrency: "USD" },
    ]) {
      expect(readStripeElementOptions({ ...dataset, ...broken }), JSON.stringify(broken)).toBeNull();
    }
  });
});
