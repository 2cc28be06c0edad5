import type { CartJson } from "../../../server/cart/cart-json.ts";
import { formatMoney } from "../../../server/money/format-money.ts";
import { CART_PAGE_PATH } from "./cart-constants.ts";
import type { CartSettings } from "./settings.ts";
import { t } from "./words.ts";

// The mini cart's contents, built with DOM APIs (every text through textContent, so product names
// cannot inject markup). Prices and the subtotal are the server's, as the cart shows them (with or
// without tax, decision 027).

type Attrs = Record<string, string>;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

export function removeLinkHref(key: string): string {
  return `${CART_PAGE_PATH}?remove_item=${encodeURIComponent(key)}`;
}

function lineItem(line: CartJson["lines"][number], money: (minor: number) => string): HTMLLIElement {
  const remove = el("a", { href: removeLinkHref(line.key), class: "remove remove_from_cart_button", "aria-label": t("cart.remove", line.name), "data-cart_item_key": line.key, "data-product_id": String(line.product_id) }, el("span", { "aria-hidden": "true" }, t("cart.removeSymbol")));
  const link = el("a", { href: line.permalink });
  if (line.image) link.append(el("img", { src: line.image.src, alt: "", width: String(line.image.width), height: String(line.image.height), loading: "lazy" }));
  link.append(line.name);
  const item = el("li", { class: "woocommerce-mini-cart-item mini_cart_item", "data-cart-item-key": line.key }, remove, link);
  if (line.attributes.length > 0) {
    const list = el("dl", { class: "variation" });
    for (const attribute of line.attributes) list.append(el("dt", {}, `${attribute.name}:`), el("dd", {}, attribute.label));
    item.append(list);
  }
  item.append(el("span", { class: "quantity" }, t("miniCart.lineQuantity", String(line.quantity), money(line.display_unit_price))));
  return item;
}

/** " (incl. tax)" / " (ex. tax)" after a subtotal shown the other way than prices are entered. */
function subtotalLabel(cart: CartJson): (Node | string)[] {
  const label = cart.tax_display?.label ?? null;
  return label === null ? [] : [" ", el("small", { class: "tax_label" }, t(label === "incl" ? "tax.inclLabel" : "tax.exLabel"))];
}

export function renderMiniCart(container: HTMLElement, cart: CartJson | null, settings: CartSettings): void {
  const money = (minor: number) => formatMoney(minor, settings.currency, settings.locale);
  const close = el("button", { type: "button", class: "mini-cart__close", "data-mini-cart-close": "", "aria-label": t("miniCart.close") }, "×");
  const body: Node[] = [close];
  if (cart === null || cart.lines.length === 0) {
    body.push(el("p", { class: "woocommerce-mini-cart__empty-message" }, t("miniCart.empty")));
  } else {
    body.push(
      el("ul", { class: "woocommerce-mini-cart cart_list product_list_widget" }, ...cart.lines.map((line) => lineItem(line, money))),
      el("p", { class: "woocommerce-mini-cart__total total" }, el("strong", {}, t("miniCart.subtotal")), " ", el("span", { class: "amount" }, money(cart.totals.display_subtotal)), ...subtotalLabel(cart)),
      el(
        "p",
        { class: "woocommerce-mini-cart__buttons buttons" },
        el("a", { href: CART_PAGE_PATH, class: "button wc-forward" }, t("cart.viewCart")),
        " ",
        el("a", { href: "/checkout", class: "button checkout wc-forward" }, t("cart.checkout")),
      ),
    );
  }
  container.replaceChildren(...body);
}
