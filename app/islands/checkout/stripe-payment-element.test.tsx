// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PaymentMethodOption } from "../../../server/payments/payments.ts";
import { PaymentMethods } from "../../components/checkout/payment-methods.tsx";
import type { StripeElementOptions } from "../../components/checkout/stripe-element.ts";
import { enhanceStripePaymentElement } from "./stripe-payment-element.ts";
import type { CreatePaymentMethodResult, StripeConstructor, StripeElementsOptions, StripeJsError } from "./stripe-js.ts";

// The checkout script's Stripe wiring on the server's own markup (PaymentMethods), with a scripted
// Stripe.js: where it loads Stripe.js and mounts the element, what it posts, and what the card box
// says when Stripe.js refuses the card.

const STRIPE: PaymentMethodOption = { id: "stripe", title: null, description: null, testMode: false, kind: "card" };
const BACS: PaymentMethodOption = { id: "bacs", title: null, description: null, testMode: false, kind: "offline" };
const OPTIONS: StripeElementOptions = { publishableKey: "pk_test_abc", scriptUrl: "https://js.stripe.test/v3", mode: "payment", amount: 2599, currency: "usd" };

function paymentMethodsHtml(methods: PaymentMethodOption[], options: StripeElementOptions = OPTIONS): string {
  return renderToStaticMarkup(<PaymentMethods methods={methods} chosen={methods[0]?.id ?? ""} canSaveMethod={false} stripe={options} />);
}

function checkoutForm(methods: PaymentMethodOption[]) {
  document.body.innerHTML = `<form data-checkout><input type="hidden" name="payment_token" value="" data-payment-token><div data-payment-slot>${paymentMethodsHtml(methods)}</div></form>`;
  const form = document.querySelector("form") as HTMLFormElement;
  const submit = vi.fn();
  form.submit = submit;
  return { form, submit, token: () => (form.querySelector("[data-payment-token]") as HTMLInputElement).value, cardError: () => form.querySelector<HTMLElement>("#stripe-card-error") };
}

/** A Stripe.js whose elements.submit() and createPaymentMethod() answer as scripted, recording every call. */
function scriptedStripe(script: { submitErrors?: StripeJsError[]; created?: CreatePaymentMethodResult[] } = {}) {
  const calls = { keys: [] as string[], elements: [] as StripeElementsOptions[], mounts: [] as (string | HTMLElement)[], unmounts: 0, updates: [] as unknown[], submits: 0, creates: 0 };
  let onChange: ((event: { complete: boolean; empty: boolean }) => void) | null = null;
  const elements = {
    create: () => ({
      mount: (target: string | HTMLElement) => void calls.mounts.push(target),
      unmount: () => void (calls.unmounts += 1),
      on: (_event: "change", handler: (event: { complete: boolean; empty: boolean }) => void) => void (onChange = handler),
    }),
    update: (options: unknown) => void calls.updates.push(options),
    submit: async () => {
      calls.submits += 1;
      const error = script.submitErrors?.shift();
      return error === undefined ? {} : { error };
    },
  };
  const Stripe: StripeConstructor = (key) => {
    calls.keys.push(key);
    return {
      elements: (options) => {
        calls.elements.push(options);
        return elements;
      },
      createPaymentMethod: async () => {
        calls.creates += 1;
        return script.created?.shift() ?? { paymentMethod: { id: "pm_1Example" } };
      },
    };
  };
  return { Stripe, calls, change: () => onChange?.({ complete: false, empty: false }) };
}

function placeOrder(form: HTMLFormElement): Event {
  const event = new Event("submit", { cancelable: true });
  form.dispatchEvent(event);
  return event;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the Stripe Payment Element in the checkout script", () => {
  it("loads Stripe.js from the box's address with the publishable key and mounts a card-only element in the box, for the order's total", async () => {
    const { form } = checkoutForm([STRIPE, BACS]);
    const stripe = scriptedStripe();
    const load = vi.fn(() => Promise.resolve(stripe.Stripe));
    enhanceStripePaymentElement(form, load);
    await vi.waitFor(() => expect(stripe.calls.mounts).toHaveLength(1));
    expect(load).toHaveBeenCalledExactlyOnceWith("https://js.stripe.test/v3");
    expect(stripe.calls.keys).toEqual(["pk_test_abc"]);
    expect(stripe.calls.elements).toEqual([{ mode: "payment", amount: 2599, currency: "usd", paymentMethodCreation: "manual", paymentMethodTypes: ["card"] }]);
    expect(stripe.calls.mounts[0]).toBe(form.querySelector("[data-stripe-payment-element]"));
  });

  it("creates the element in setup mode, without an amount, where a card is only saved", async () => {
    document.body.innerHTML = `<form data-add-payment-method><input type="hidden" name="payment_token" data-payment-token>${paymentMethodsHtml([STRIPE], { ...OPTIONS, mode: "setup", amount: 0 })}</form>`;
    const stripe = scriptedStripe();
    enhanceStripePaymentElement(document.querySelector("form") as HTMLFormElement, () => Promise.resolve(stripe.Stripe));
    await vi.waitFor(() => expect(stripe.calls.elements).toEqual([{ mode: "setup", currency: "usd", paymentMethodCreation: "manual", paymentMethodTypes: ["card"] }]));
  });

  it("loads no Stripe.js where the form offers no Stripe", async () => {
    const { form } = checkoutForm([BACS]);
    const load = vi.fn(() => Promise.resolve(scriptedStripe().Stripe));
    enhanceStripePaymentElement(form, load);
    placeOrder(form);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });

  it("on Place order with Stripe chosen, checks the card, creates the PaymentMethod and posts the form with its id as payment_token", async () => {
    const { form, submit, token } = checkoutForm([STRIPE, BACS]);
    const stripe = scriptedStripe();
    enhanceStripePaymentElement(form, () => Promise.resolve(stripe.Stripe));
    expect(placeOrder(form).defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(token()).toBe("pm_1Example");
    expect(stripe.calls).toMatchObject({ submits: 1, creates: 1 });
  });

  it("shows an invalid card number from elements.submit() at the card box in the catalogue's words with the focus there, creates nothing and posts nothing; changing the card clears it", async () => {
    const { form, submit, token, cardError } = checkoutForm([STRIPE]);
    const stripe = scriptedStripe({ submitErrors: [{ type: "validation_error", code: "invalid_number", message: "Your card number is invalid." }] });
    enhanceStripePaymentElement(form, () => Promise.resolve(stripe.Stripe));
    placeOrder(form);
    await vi.waitFor(() => expect(cardError()?.textContent).toBe("Your card number is invalid."));
    expect(document.activeElement).toBe(cardError());
    expect(form.hasAttribute("aria-busy")).toBe(false);
    expect(stripe.calls.creates).toBe(0);
    expect(submit).not.toHaveBeenCalled();
    expect(token()).toBe("");
    stripe.change();
    expect(cardError()?.textContent).toBe("");
  });

  it("shows a card Stripe refuses while creating the PaymentMethod in the catalogue's words, and the next Place order tries again", async () => {
    const { form, submit, cardError } = checkoutForm([STRIPE]);
    const stripe = scriptedStripe({ created: [{ error: { type: "card_error", code: "expired_card", message: "Your card has expired." } }] });
    enhanceStripePaymentElement(form, () => Promise.resolve(stripe.Stripe));
    placeOrder(form);
    await vi.waitFor(() => expect(cardError()?.textContent).toBe("Your card has expired."));
    expect(submit).not.toHaveBeenCalled();
    placeOrder(form);
    await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce());
  });

  it("leaves the plain post alone when another method is chosen", async () => {
    const { form, submit } = checkoutForm([STRIPE, BACS]);
    const stripe = scriptedStripe();
    enhanceStripePaymentElement(form, () => Promise.resolve(stripe.Stripe));
    (form.querySelector("#payment_method_bacs") as HTMLInputElement).checked = true;
    expect(placeOrder(form).defaultPrevented).toBe(false);
    await Promise.resolve();
    expect(stripe.calls.submits).toBe(0);
    expect(submit).not.toHaveBeenCalled();
  });

  it("says the card form could not be loaded when Stripe.js fails, and loads it again on Place order", async () => {
    const { form, submit, cardError } = checkoutForm([STRIPE]);
    const stripe = scriptedStripe();
    const load = vi.fn().mockRejectedValueOnce(new Error("blocked")).mockRejectedValueOnce(new Error("blocked")).mockResolvedValue(stripe.Stripe);
    enhanceStripePaymentElement(form, load);
    await vi.waitFor(() => expect(cardError()?.textContent).toBe("The card form could not be loaded. Please reload the page, or choose another payment method."));
    placeOrder(form);
    await vi.waitFor(() => expect(document.activeElement).toBe(cardError()));
    expect(form.hasAttribute("aria-busy")).toBe(false);
    placeOrder(form);
    await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("follows a checkout refresh: the new total goes to Stripe.js, and a redrawn box gets the element", async () => {
    const { form } = checkoutForm([STRIPE, BACS]);
    const stripe = scriptedStripe();
    const box = enhanceStripePaymentElement(form, () => Promise.resolve(stripe.Stripe));
    await vi.waitFor(() => expect(stripe.calls.mounts).toHaveLength(1));
    const answer = paymentMethodsHtml([STRIPE, BACS], { ...OPTIONS, amount: 3100 });
    box?.followPaymentAnswer(answer);
    await vi.waitFor(() => expect(stripe.calls.updates).toEqual([{ amount: 3100, currency: "usd" }]));
    expect(stripe.calls.unmounts).toBe(0);
    // The methods offered changed: the refresh redrew the slot, box included.
    const redrawn = paymentMethodsHtml([STRIPE], { ...OPTIONS, amount: 3100 });
    (form.querySelector("[data-payment-slot]") as HTMLElement).innerHTML = redrawn;
    box?.followPaymentAnswer(redrawn);
    await vi.waitFor(() => expect(stripe.calls.mounts).toHaveLength(2));
    expect(stripe.calls.unmounts).toBe(1);
    expect(stripe.calls.mounts[1]).toBe(form.querySelector("[data-stripe-payment-element]"));
  });
});
