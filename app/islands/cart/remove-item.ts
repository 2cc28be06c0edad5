import { postCart } from "./cart-api-client.ts";
import { CART_API, CART_EVENTS, type CartEventDetail } from "./cart-constants.ts";
import type { CartDeps } from "./cart-deps.ts";
import { toastKindFor } from "./toast-kind.ts";
import { cartCodeText } from "./words.ts";

// Remove links (mini cart and cart page) carry data-cart_item_key. The row is blocked while the
// request runs; when it fails, the browser follows the link itself (spec §8), which removes the
// item without JavaScript.

export function enhanceRemoveLinks(deps: CartDeps, afterChange: (detail: CartEventDetail) => Promise<void>): void {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a.remove[data-cart_item_key]") : null;
    const key = link?.dataset["cart_item_key"];
    if (!link || key === undefined) return;
    event.preventDefault();
    const row = link.closest<HTMLElement>("li, tr");
    row?.classList.add("blocked");
    row?.setAttribute("aria-busy", "true");
    void deps
      .enqueue(() => postCart(CART_API.removeItem, { key }, deps.settings().timeoutMs))
      .then(async (reply) => {
        if (!reply.ok) {
          window.location.assign(link.href);
          return;
        }
        deps.store.accept(reply.cart, reply.hash);
        const detail: CartEventDetail = { cart: reply.cart, hash: reply.hash };
        document.body.dispatchEvent(new CustomEvent(CART_EVENTS.removed, { detail }));
        const notice = reply.cart.notices.find((n) => n.code === "item_removed");
        if (notice) deps.toast(toastKindFor(notice.code), cartCodeText(notice.code, notice.params));
        await afterChange(detail);
      });
  });
}
