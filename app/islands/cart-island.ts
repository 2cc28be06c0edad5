import { enhanceAddToCart } from "./cart/add-to-cart.ts";
import { CART_EVENTS } from "./cart/cart-constants.ts";
import type { CartDeps } from "./cart/cart-deps.ts";
import { enhanceCartPage, reloadCartPage } from "./cart/cart-page.ts";
import { createCartStore } from "./cart/cart-store.ts";
import { createHeaderCartView } from "./cart/header-cart-view.ts";
import { renderMiniCart } from "./cart/mini-cart-view.ts";
import { createMiniCartPanel } from "./cart/mini-cart-panel.ts";
import { enhanceRemoveLinks } from "./cart/remove-item.ts";
import { createRequestQueue } from "./cart/request-queue.ts";
import { readSettings } from "./cart/settings.ts";
import { isAdjustmentNotice, toastKindFor } from "./cart/toast-kind.ts";
import { createToasts } from "./cart/toasts.ts";
import { cartCodeText } from "./cart/words.ts";

// The storefront's cart script, on every page: plain DOM code (no React), so pages that hydrate
// the router or only an island load it beside them at little cost. It fills the header cart and
// mini cart from stored state and cookies, and sends add/remove/update/coupon actions to the API.

const dialog = document.querySelector<HTMLDialogElement>("dialog[data-mini-cart]");
if (dialog !== null) {
  const settings = readSettings;
  const store = createCartStore(() => settings().timeoutMs);
  const header = createHeaderCartView(settings);
  const miniCart = createMiniCartPanel(dialog, document.querySelector<HTMLElement>("[data-cart-toggle]"), settings);
  const deps: CartDeps = { settings, store, enqueue: createRequestQueue(), toast: createToasts(document.querySelector<HTMLElement>("[data-toasts]")), header, miniCart };

  store.subscribe((cart) => {
    header.render(cart);
    renderMiniCart(dialog, cart, settings());
    // Lines the server had to change on its own (gone, or less stock) are said out loud.
    for (const notice of cart?.notices ?? []) {
      if (isAdjustmentNotice(notice.code)) deps.toast(toastKindFor(notice.code), cartCodeText(notice.code, notice.params));
    }
  });
  enhanceAddToCart(deps);
  enhanceRemoveLinks(deps, async (accepted) => {
    if (settings().isCartPage) await reloadCartPage(accepted);
  });
  if (settings().isCartPage) enhanceCartPage(deps);
  // Every add announced on the page opens the mini cart, as the theme does on added_to_cart: the
  // cart script's own, and other scripts' (the product table's multi-add, decision 038) whose
  // event carries the API's cart for the store.
  document.body.addEventListener(CART_EVENTS.added, () => miniCart.open({ auto: true }));
  document.body.addEventListener(CART_EVENTS.ajaxError, () => document.documentElement.classList.add("cart-fragments-error"));

  void store.load().then(() => {
    // After a no-JS style add the page shows an "added to cart" notice: open the cart, as after an add.
    if (document.querySelector("[data-added-to-cart-notice]") !== null) miniCart.open({ auto: true });
  });
}
