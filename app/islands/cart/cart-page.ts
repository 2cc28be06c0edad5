import { formText } from "../../form-text.ts";
import { stepDown, stepUp } from "../../components/ui/quantity-rules.ts";
import { postCart, type CartReply } from "./cart-api-client.ts";
import { CART_API, CART_EVENTS, CART_PAGE_PATH, type CartEventDetail } from "./cart-constants.ts";
import type { CartDeps } from "./cart-deps.ts";
import { toastKindFor } from "./toast-kind.ts";
import { cartCodeText } from "./words.ts";

// The cart page without reloads: its forms (update quantities, apply and remove coupons) go to the
// JSON API, the outcome is a toast, and the page's content is re-rendered from the server's HTML.

const LINE_QUANTITY = /^cart\[([0-9a-f]+)\]\[qty\]$/;

function limitOf(input: HTMLInputElement, name: "min" | "max"): number | null {
  const value = input.getAttribute(name);
  return value === null || value === "" ? null : Number(value);
}

/**
 * Fetches /cart again and swaps the page's content in place (the server renders the cart once).
 * `accepted` is the cart the last successful request answered with, handed on with the updated
 * event; without one (a request failed), the event makes the store ask the server.
 */
export async function reloadCartPage(accepted: CartEventDetail | null): Promise<void> {
  const main = document.querySelector<HTMLElement>("[data-cart-page]");
  if (main === null) return;
  const response = await fetch(CART_PAGE_PATH, { credentials: "same-origin" });
  const next = new DOMParser().parseFromString(await response.text(), "text/html").querySelector("[data-cart-page]");
  if (next === null) return;
  const hadFocus = main.contains(document.activeElement);
  main.replaceChildren(...next.childNodes);
  document.body.dispatchEvent(new CustomEvent(CART_EVENTS.updated, { detail: accepted }));
  if (hadFocus) {
    const heading = main.querySelector<HTMLElement>("h1");
    heading?.setAttribute("tabindex", "-1");
    heading?.focus();
  }
}

export function enhanceCartPage(deps: CartDeps): void {
  const timeout = () => deps.settings().timeoutMs;
  const report = (reply: CartReply, success: string): CartEventDetail | null => {
    if (!reply.ok) {
      deps.toast(toastKindFor(reply.code), cartCodeText(reply.code, reply.params));
      return null;
    }
    deps.store.accept(reply.cart, reply.hash);
    deps.toast(toastKindFor(success), cartCodeText(success));
    return { cart: reply.cart, hash: reply.hash };
  };

  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-quantity-step]") : null;
    const input = button?.parentElement?.querySelector<HTMLInputElement>("input.qty");
    if (!button || !input) return;
    // Unlike product forms, nothing raises a value below the minimum here: 0 removes the line (§5).
    const min = limitOf(input, "min");
    input.value = button.dataset["quantityStep"] === "up" ? stepUp(input.value, { max: limitOf(input, "max"), step: 1 }) : stepDown(input.value, { min, step: 1 });
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.closest("[data-cart-page]")) return;
    const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    const data = new FormData(form, submitter);
    let work: (() => Promise<CartEventDetail | null>) | null = null;
    if (data.has("apply_coupon")) {
      const code = formText(data, "coupon_code").trim();
      work = async () => report(await deps.enqueue(() => postCart(CART_API.applyCoupon, { code }, timeout())), "coupon_applied");
    } else if (data.has("remove_coupon")) {
      const code = formText(data, "remove_coupon");
      work = async () => report(await deps.enqueue(() => postCart(CART_API.removeCoupon, { code }, timeout())), "coupon_removed");
    } else if (data.has("update_cart")) {
      const changed = [...form.querySelectorAll<HTMLInputElement>("input.qty")].filter((input) => input.value !== input.defaultValue);
      work = async () => {
        let last: CartReply | null = null;
        for (const input of changed) {
          const key = LINE_QUANTITY.exec(input.name)?.[1];
          if (key === undefined) continue;
          last = await deps.enqueue(() => postCart(CART_API.updateItem, { key, quantity: Number(input.value) }, timeout()));
          if (!last.ok) break;
        }
        return last === null ? null : report(last, "quantity_updated");
      };
    }
    if (work === null) return;
    event.preventDefault();
    form.setAttribute("aria-busy", "true");
    form.classList.add("processing");
    void work().then(reloadCartPage);
  });
}
