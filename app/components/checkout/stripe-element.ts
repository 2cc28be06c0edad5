// Stripe's Payment Element on the page: the settings the server renders on the element's box (as
// data attributes) and the checkout script reads back to load Stripe.js and mount the element.
// Only the publishable key travels; the secret key never leaves the server.

export interface StripeElementOptions {
  publishableKey: string;
  /** Stripe.js (https://js.stripe.com/v3, or a local stand-in in tests). */
  scriptUrl: string;
  /** "payment" at checkout and on the pay-for-order page; "setup" when a card is only saved. */
  mode: "payment" | "setup";
  /** Minor units of `currency` (Stripe's smallest currency unit); 0 in setup mode. */
  amount: number;
  /** ISO 4217, lower case, as Stripe.js takes it. */
  currency: string;
}

/** Where Stripe.js comes from and the key it works with: the server's Stripe configuration, for a page. */
export type StripeElementSource = Pick<StripeElementOptions, "publishableKey" | "scriptUrl">;

/** What the element collects for: a payment of an amount, or a card to save. */
export type StripeElementIntent = { mode: "payment"; amount: number; currency: string } | { mode: "setup"; currency: string };

export function stripeElementFor(source: StripeElementSource | null, intent: StripeElementIntent): StripeElementOptions | null {
  if (source === null) return null;
  return {
    publishableKey: source.publishableKey,
    scriptUrl: source.scriptUrl,
    mode: intent.mode,
    amount: intent.mode === "payment" ? intent.amount : 0,
    currency: intent.currency.toLowerCase(),
  };
}

/** The Payment Element's box: the element mounts here. */
export const STRIPE_ELEMENT_SELECTOR = "[data-stripe-payment-element]";

/** The data attributes of the box, as React renders them. */
export function stripeElementAttributes(options: StripeElementOptions): Record<`data-${string}`, string> {
  return {
    "data-stripe-payment-element": "",
    "data-stripe-key": options.publishableKey,
    "data-stripe-js": options.scriptUrl,
    "data-stripe-mode": options.mode,
    "data-stripe-amount": String(options.amount),
    "data-stripe-currency": options.currency,
  };
}

const PUBLISHABLE_KEY = /^pk_(test|live)_\w+$/;
const CURRENCY = /^[a-z]{3}$/;

/** The box's settings back from its dataset; null when any is missing or malformed. */
export function readStripeElementOptions(dataset: Readonly<Record<string, string | undefined>>): StripeElementOptions | null {
  const { stripeKey, stripeJs, stripeMode, stripeAmount, stripeCurrency } = dataset;
  if (stripeKey === undefined || !PUBLISHABLE_KEY.test(stripeKey)) return null;
  if (stripeJs === undefined || !/^https?:\/\//.test(stripeJs)) return null;
  if (stripeMode !== "payment" && stripeMode !== "setup") return null;
  const amount = Number(stripeAmount);
  if (stripeAmount === undefined || stripeAmount === "" || !Number.isSafeInteger(amount) || amount < 0) return null;
  if (stripeCurrency === undefined || !CURRENCY.test(stripeCurrency)) return null;
  return { publishableKey: stripeKey, scriptUrl: stripeJs, mode: stripeMode, amount, currency: stripeCurrency };
}
