import { addItemBodies, type AddItemBody } from "./add-to-cart-request.ts";
import { postCart } from "./cart-api-client.ts";
import { CART_API, CART_EVENTS, CART_PAGE_PATH, type CartEventDetail } from "./cart-constants.ts";
import type { CartDeps } from "./cart-deps.ts";
import { formFields } from "./form-fields.ts";
import { toastKindFor } from "./toast-kind.ts";
import { cartCodeText, t } from "./words.ts";

// Add-to-cart forms (listings, product page) are sent to the JSON API instead of posting the page:
// the button goes normal → loading → added, a "View cart" link follows it (not on the cart page),
// and the mini cart opens. A form without a product id is left alone (spec §5): the browser posts
// it as it would without this script. Every add-to-cart control the shop renders is a form button,
// so there is no handler for WooCommerce's link-style `a.ajax_add_to_cart` buttons.

function setBusy(button: HTMLElement | null, busy: boolean): void {
  if (button === null) return;
  button.classList.toggle("loading", busy);
  if (busy) {
    button.classList.remove("added");
    button.setAttribute("aria-busy", "true");
  } else {
    button.removeAttribute("aria-busy");
  }
}

function addViewCartLink(button: HTMLElement): void {
  if (button.nextElementSibling?.classList.contains("added_to_cart")) return;
  const link = document.createElement("a");
  link.href = CART_PAGE_PATH;
  link.className = "added_to_cart wc-forward";
  link.textContent = t("cart.viewCart");
  button.after(link);
}

async function addItems(deps: CartDeps, button: HTMLElement | null, bodies: AddItemBody[]): Promise<void> {
  setBusy(button, true);
  deps.header.setAdding(true);
  document.body.dispatchEvent(new CustomEvent(CART_EVENTS.adding));
  let accepted: CartEventDetail | null = null;
  try {
    for (const body of bodies) {
      const reply = await deps.enqueue(() => postCart(CART_API.addItem, body, deps.settings().timeoutMs));
      if (!reply.ok) {
        // The shopper must finish the choice on the product page (WooCommerce's product_url).
        if (reply.productUrl !== null) {
          window.location.assign(reply.productUrl);
          return;
        }
        setBusy(button, false);
        deps.toast("error", cartCodeText(reply.code, reply.params));
        return;
      }
      deps.store.accept(reply.cart, reply.hash);
      accepted = { cart: reply.cart, hash: reply.hash };
      const added = reply.cart.notices.find((n) => n.code === "item_added");
      if (added) deps.toast(toastKindFor(added.code), cartCodeText(added.code, added.params));
    }
  } finally {
    deps.header.setAdding(false);
  }
  setBusy(button, false);
  button?.classList.add("added");
  // As WooCommerce's add-to-cart.js: a redirect to the cart comes before the added event, whose
  // listener opens the mini cart (cart-island.ts).
  if (deps.settings().redirectAfterAdd) {
    window.location.assign(CART_PAGE_PATH);
    return;
  }
  document.body.dispatchEvent(new CustomEvent(CART_EVENTS.added, { detail: accepted }));
  if (button !== null && !deps.settings().isCartPage) addViewCartLink(button);
}


export function enhanceAddToCart(deps: CartDeps): void {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    // React's own handler ran first and may have refused (a variation form with nothing chosen).
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches("form.cart")) return;
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : form.querySelector<HTMLElement>("[type=submit]");
    const bodies = addItemBodies(formFields(form, submitter));
    if (bodies === null) return;
    event.preventDefault();
    if (bodies.length === 0) {
      deps.toast("error", cartCodeText("invalid_quantity"));
      return;
    }
    void addItems(deps, submitter, bodies);
  });
}
