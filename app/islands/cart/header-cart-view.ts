import type { CartJson } from "../../../server/cart/cart-json.ts";
import { formatMoney } from "../../../server/money/format-money.ts";
import { cartCookieState } from "./cookies.ts";
import type { CartSettings } from "./settings.ts";
import { pluralForm } from "../../i18n/plural.ts";
import { t } from "./words.ts";

// The header's count and total, and widgets marked hide-if-empty: those show only while the
// items-in-cart cookie is above 0, or while an item is being added (spec §4).

export interface HeaderCartView {
  render(cart: CartJson | null): void;
  setAdding(adding: boolean): void;
}

export function createHeaderCartView(settings: () => CartSettings): HeaderCartView {
  let adding = 0;
  const updateVisibility = () => {
    const show = adding > 0 || cartCookieState(document.cookie).itemsInCart > 0;
    for (const widget of document.querySelectorAll<HTMLElement>("[data-hide-if-empty]")) widget.hidden = !show;
  };
  return {
    render(cart) {
      const count = cart?.item_count ?? 0;
      const { currency, locale } = settings();
      for (const element of document.querySelectorAll("[data-cart-count]")) {
        element.textContent = t(pluralForm(count, { one: "cart.itemCountOne", other: "cart.itemCountMany" }), count);
      }
      for (const element of document.querySelectorAll("[data-cart-total]")) element.textContent = formatMoney(cart?.totals.total ?? 0, currency, locale);
      updateVisibility();
    },
    setAdding(isAdding) {
      adding = Math.max(0, adding + (isAdding ? 1 : -1));
      updateVisibility();
    },
  };
}
