import { readStripeElementOptions, STRIPE_ELEMENT_SELECTOR } from "../../components/checkout/stripe-element.ts";
import { paymentCodeText, paymentUiMessages } from "../../i18n/payment-messages.en.ts";
import { chosenNewCard } from "./chosen-card.ts";
import { stripeJsErrorCode } from "./stripe-error-code.ts";
import { elementsOptionsFor, loadStripeJs, type StripeClient, type StripeConstructor, type StripeElements, type StripePaymentElement } from "./stripe-js.ts";

// Stripe's Payment Element, on a page whose form offers Stripe (checkout, pay-for-order, My
// account → Add payment method). Stripe.js is loaded only then, from the address on the element's
// box (with the publishable key from the server's configuration), and the element is mounted in
// the box. On "Place order" with Stripe and a new card, the element checks the card
// (elements.submit()), Stripe.js creates a PaymentMethod from it (stripe.createPaymentMethod), and
// the form is posted as a plain post with only its id (pm_…) as payment_token: the card goes to
// Stripe, never to the shop. The server confirms the PaymentIntent; a 3-D Secure challenge is a
// redirect it answers with, which the browser follows. A refusal here is shown in the card box's
// error line, in the catalogue's words, with the focus moved there; the form stays usable.

const STRIPE_GATEWAY = "stripe";

interface Mounted {
  stripe: StripeClient;
  elements: StripeElements;
  element: StripePaymentElement;
  /** The box the element is mounted in (a checkout refresh may redraw it). */
  box: HTMLElement;
}

export interface StripeCardBox {
  /**
   * After a checkout refresh, with the payment methods' HTML the server answered: the new total
   * goes to Stripe.js, and the element moves to its new box if the methods were redrawn.
   */
  followPaymentAnswer(html: string): void;
}

type Attempt = { paymentMethodId: string } | { error: string };

const unavailable = paymentUiMessages["payments.cardFormUnavailable"];

export function enhanceStripePaymentElement(form: HTMLFormElement, load: (url: string) => Promise<StripeConstructor> = loadStripeJs): StripeCardBox | null {
  const tokenInput = form.querySelector<HTMLInputElement>("[data-payment-token]");
  if (tokenInput === null) return null;
  let mounted: Promise<Mounted> | null = null;
  let busy = false;

  function showError(text: string | null, focus: boolean): void {
    const line = form.querySelector<HTMLElement>(`[data-card-fields="${STRIPE_GATEWAY}"] [data-card-error]`);
    if (line === null) return;
    line.textContent = text ?? "";
    if (text !== null && focus) line.focus();
  }

  /** Loads Stripe.js and mounts the element in the box, once; null when the form has no Stripe box. */
  function mount(): Promise<Mounted> | null {
    if (mounted !== null) return mounted;
    const box = form.querySelector<HTMLElement>(STRIPE_ELEMENT_SELECTOR);
    const options = box === null ? null : readStripeElementOptions(box.dataset);
    if (box === null || options === null) return null;
    const mounting = load(options.scriptUrl).then((Stripe) => {
      const stripe = Stripe(options.publishableKey);
      const elements = stripe.elements(elementsOptionsFor(options));
      const element = elements.create("payment");
      // The shopper is correcting the card: the last error no longer applies.
      element.on("change", () => showError(null, false));
      element.mount(box);
      return { stripe, elements, element, box };
    });
    mounted = mounting;
    mounting.catch(() => {
      // Tried again on "Place order"; meanwhile the box says why it is empty.
      mounted = null;
      showError(unavailable, false);
    });
    return mounting;
  }

  async function createPaymentMethod(): Promise<Attempt> {
    const ready = mount();
    if (ready === null) return { error: unavailable };
    let element: Mounted;
    try {
      element = await ready;
    } catch {
      return { error: unavailable };
    }
    try {
      const submitted = await element.elements.submit();
      if (submitted.error !== undefined) return { error: paymentCodeText(stripeJsErrorCode(submitted.error)) };
      const created = await element.stripe.createPaymentMethod({ elements: element.elements });
      if (created.error !== undefined) return { error: paymentCodeText(stripeJsErrorCode(created.error)) };
      return { paymentMethodId: created.paymentMethod.id };
    } catch {
      // Stripe.js itself failed (the network): nothing was charged, the shopper may try again.
      return { error: paymentCodeText("processing_error") };
    }
  }

  form.addEventListener("submit", (event) => {
    if (chosenNewCard(form)?.gatewayId !== STRIPE_GATEWAY) return;
    event.preventDefault();
    // A second click while the card is on its way: the first one carries on.
    if (busy) return;
    busy = true;
    form.setAttribute("aria-busy", "true");
    tokenInput.value = "";
    showError(null, false);
    void createPaymentMethod()
      .then((attempt) => {
        if ("error" in attempt) {
          showError(attempt.error, true);
          return;
        }
        tokenInput.value = attempt.paymentMethodId;
        // submit() skips this listener: the form goes as a plain post, with the PaymentMethod id only.
        form.submit();
      })
      .finally(() => {
        busy = false;
        form.removeAttribute("aria-busy");
      });
  });

  // Stripe.js is loaded as the page opens, as Stripe advises, when the form offers Stripe at all.
  void mount()?.catch(() => undefined);

  return {
    followPaymentAnswer(html) {
      const template = document.createElement("template");
      template.innerHTML = html;
      const freshBox = template.content.querySelector<HTMLElement>(STRIPE_ELEMENT_SELECTOR);
      const fresh = freshBox === null ? null : readStripeElementOptions(freshBox.dataset);
      const ready = mount();
      if (ready === null || fresh === null) return;
      ready
        .then((current) => {
          if (fresh.mode === "payment") current.elements.update({ amount: fresh.amount, currency: fresh.currency });
          const box = form.querySelector<HTMLElement>(STRIPE_ELEMENT_SELECTOR);
          if (box === null || box === current.box) return;
          current.element.unmount();
          current.element.mount(box);
          current.box = box;
        })
        .catch(() => undefined);
    },
  };
}
