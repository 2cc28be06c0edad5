import { CHECKOUT_REVIEW_PATH } from "../../components/checkout/checkout-paths.ts";
import { CHECKOUT_REFRESH_TYPING_MS } from "./checkout-constants.ts";
import { markChosenPaymentMethod } from "./payment-method-marker.ts";

// The checkout refresh (issue 9): when the destination or the shipping method changes, the form
// goes to the server as it stands and the order review and payment methods come back for it.
// Typing waits for a pause; a change (a select, a radio) goes at once. Only the newest answer is
// shown: an older one still on its way is aborted, and one that arrives late is dropped.

/** Fields whose change can change shipping, taxes, totals or the payment methods offered. */
const REFRESHING_FIELD = /^(billing|shipping)_(country|state|postcode|city)$|^ship_to_different_address$|^shipping_method$/;

interface ReviewAnswer {
  review?: string;
  payment?: string;
  reload?: boolean;
}

/** Card fields typed so far survive the payment methods being replaced. */
function carryCardFields(from: HTMLElement, to: HTMLElement): void {
  for (const input of from.querySelectorAll<HTMLInputElement>("[data-card-field]")) {
    const twin = to.querySelector<HTMLInputElement>(`#${CSS.escape(input.id)}`);
    if (twin !== null) twin.value = input.value;
  }
}

const methodIds = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>("[data-payment-method]")].map((m) => m.dataset["paymentMethod"]).join(" ");

/** Replaced only when the methods offered changed, so what the shopper typed or was told stays. */
function replacePaymentMethods(form: HTMLFormElement, slot: HTMLElement, html: string): void {
  const next = document.createElement("div");
  next.innerHTML = html;
  if (methodIds(next) === methodIds(slot)) return;
  carryCardFields(slot, next);
  const focused = document.activeElement instanceof HTMLElement && slot.contains(document.activeElement) ? document.activeElement.id : "";
  slot.replaceChildren(...next.childNodes);
  if (focused !== "") document.getElementById(focused)?.focus();
  markChosenPaymentMethod(form);
}

/** The form as a url-encoded body (what the page posts too); files there are none. */
function formBody(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
  return body;
}

/**
 * Starts the refresh on changes; returns a function that refreshes now (after a coupon, say).
 * `onPaymentAnswer` hears each payment-methods answer once it is in place (Stripe's element follows
 * the new total, and its box when the methods were redrawn).
 */
export function refreshCheckoutOnChange(form: HTMLFormElement, onPaymentAnswer: (html: string) => void = () => undefined): () => void {
  const reviewSlot = form.querySelector<HTMLElement>("[data-review-slot]");
  const paymentSlot = form.querySelector<HTMLElement>("[data-payment-slot]");
  if (reviewSlot === null || paymentSlot === null) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  let inFlight: AbortController | null = null;

  async function refresh(): Promise<void> {
    latest += 1;
    const mine = latest;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    form.dataset["refreshing"] = "true";
    try {
      const response = await fetch(CHECKOUT_REVIEW_PATH, { method: "POST", body: formBody(form), credentials: "same-origin", signal: controller.signal, headers: { accept: "application/json" } });
      const answer = (await response.json()) as ReviewAnswer;
      if (mine !== latest) return;
      if (answer.reload === true) {
        window.location.reload();
        return;
      }
      if (answer.review !== undefined && reviewSlot !== null) reviewSlot.innerHTML = answer.review;
      if (answer.payment !== undefined && paymentSlot !== null) {
        replacePaymentMethods(form, paymentSlot, answer.payment);
        onPaymentAnswer(answer.payment);
      }
    } catch (error) {
      // An aborted refresh was replaced by a newer one; any other failure leaves the review as it
      // was, and placing the order still prices everything on the server.
      if (!(error instanceof DOMException && error.name === "AbortError")) console.warn("checkout refresh failed", error);
    } finally {
      if (mine === latest) delete form.dataset["refreshing"];
    }
  }

  function schedule(delay: number): void {
    clearTimeout(timer);
    timer = setTimeout(() => void refresh(), delay);
  }

  form.addEventListener("input", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === "text" && REFRESHING_FIELD.test(event.target.name)) schedule(CHECKOUT_REFRESH_TYPING_MS);
  });
  form.addEventListener("change", (event) => {
    if ((event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) && REFRESHING_FIELD.test(event.target.name)) schedule(0);
  });
  return () => schedule(0);
}
