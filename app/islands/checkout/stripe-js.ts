import type { StripeElementOptions } from "../../components/checkout/stripe-element.ts";

// The part of Stripe.js (https://docs.stripe.com/js) the checkout script uses, typed here rather
// than through a package: Stripe(), elements() for a deferred intent with the PaymentMethod created
// by hand, the Payment Element, elements.submit() and stripe.createPaymentMethod(). And the loader:
// one <script> for Stripe.js, added only on a page that shows the Payment Element.

/** Stripe.js's error object (https://docs.stripe.com/api/errors). */
export interface StripeJsError {
  type: string;
  code?: string;
  decline_code?: string;
  message?: string;
  param?: string;
}

export interface StripeElementsOptions {
  mode: "payment" | "setup";
  amount?: number;
  currency: string;
  /** "manual": the PaymentMethod is created in the browser, the intent is confirmed on the server. */
  paymentMethodCreation: "manual";
  paymentMethodTypes: string[];
}

export interface StripePaymentElement {
  mount(target: string | HTMLElement): void;
  unmount(): void;
  on(event: "change", handler: (event: { complete: boolean; empty: boolean }) => void): void;
}

export interface StripeElements {
  create(type: "payment"): StripePaymentElement;
  update(options: Partial<Pick<StripeElementsOptions, "amount" | "currency">>): void;
  /** Validates the element's fields; must come before createPaymentMethod. */
  submit(): Promise<{ error?: StripeJsError }>;
}

export type CreatePaymentMethodResult = { paymentMethod: { id: string }; error?: undefined } | { paymentMethod?: undefined; error: StripeJsError };

export interface StripeClient {
  elements(options: StripeElementsOptions): StripeElements;
  createPaymentMethod(options: { elements: StripeElements }): Promise<CreatePaymentMethodResult>;
}

export type StripeConstructor = (publishableKey: string) => StripeClient;

declare global {
  interface Window {
    Stripe?: StripeConstructor;
  }
}

/** The elements group for the box's settings: cards only (the shop's PaymentIntents allow cards only). */
export function elementsOptionsFor(options: StripeElementOptions): StripeElementsOptions {
  const common = { currency: options.currency, paymentMethodCreation: "manual" as const, paymentMethodTypes: ["card"] };
  return options.mode === "payment" ? { mode: "payment", amount: options.amount, ...common } : { mode: "setup", ...common };
}

const loading = new Map<string, Promise<StripeConstructor>>();

/** Adds Stripe.js to the page once (per address) and resolves with its Stripe(). */
export function loadStripeJs(url: string): Promise<StripeConstructor> {
  const known = loading.get(url);
  if (known !== undefined) return known;
  const promise = new Promise<StripeConstructor>((resolve, reject) => {
    if (window.Stripe !== undefined) {
      resolve(window.Stripe);
      return;
    }
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.addEventListener("load", () => (window.Stripe === undefined ? reject(new Error(`${url} did not define Stripe()`)) : resolve(window.Stripe)));
    script.addEventListener("error", () => reject(new Error(`Stripe.js could not be loaded from ${url}`)));
    document.head.append(script);
  });
  loading.set(url, promise);
  // A failed load may be tried again (the next "Place order").
  promise.catch(() => loading.delete(url));
  return promise;
}
