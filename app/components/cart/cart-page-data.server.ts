import { isSameOriginRequest } from "../../../server/auth/csrf.ts";
import { addItemToCart } from "../../../server/cart/add-item-to-cart.ts";
import { applyCouponToCart } from "../../../server/cart/apply-coupon-to-cart.ts";
import type { CartNotice, CartResult, CartView } from "../../../server/cart/cart.ts";
import type { QuotedRecurringCart } from "../../../server/checkout/checkout.ts";
import { getCart } from "../../../server/cart/get-cart.ts";
import { ownerToken } from "../../../server/cart/open-cart.ts";
import { removeCartItem } from "../../../server/cart/remove-cart-item.ts";
import { removeCouponFromCart } from "../../../server/cart/remove-coupon-from-cart.ts";
import { resolveCartOwner } from "../../../server/auth/resolve-cart-owner.ts";
import { updateCartItemQuantity } from "../../../server/cart/update-cart-item-quantity.ts";
import { signUpSettingsOf } from "../../../server/subscriptions/sign-up-settings.ts";
import type { Services } from "../../context.ts";
import { ORDER_AGAIN_CODES } from "../../i18n/cart-messages.en.ts";
import { appendCartCookies, cartCookieValues } from "./cart-cookies.server.ts";
import { readCartForm, redirectAfterAdd } from "./cart-form.server.ts";
import { cartRecurringCarts } from "./cart-recurring-carts.server.ts";
import type { PageNotice } from "./page-notice.ts";

// The no-JS cart: the /cart loader (show the cart; ?remove_item=<key> links) and action (every form
// that posts to /cart). Both call the same use cases as the JSON API and set the same cookies.


export interface CartPageData {
  cart: CartView | null;
  notices: PageNotice[];
  currency: string;
  locale: string;
  /** What the cart's subscriptions renew at: the "Recurring totals". */
  recurring: QuotedRecurringCart[];
  timeZone: string;
}

const SUCCESS_CODES = new Set(["item_added", "coupon_applied"]);

function fromCartNotice(notice: CartNotice): PageNotice {
  return { code: notice.code, params: notice.params, kind: SUCCESS_CODES.has(notice.code) ? "success" : "info" };
}

/** A cart use case's answer as the page shows it: the cart (or none), its token and notices. */
export function cartOutcome(result: CartResult): { cart: CartView | null; token: string | null; notices: PageNotice[] } {
  if (!result.ok) return { cart: null, token: null, notices: [{ code: result.code, params: result.params, kind: "error" }] };
  return { cart: result.cart, token: result.cartToken, notices: result.cart.notices.map(fromCartNotice) };
}

/** "Order again" redirects here with ?order-again=<code>; only those codes are shown. */
function orderAgainNotice(request: Request): PageNotice[] {
  const code = ORDER_AGAIN_CODES.find((c) => c === new URL(request.url).searchParams.get("order-again"));
  return code === undefined ? [] : [{ code, params: {}, kind: code === "order_again_filled" ? "success" : "info" }];
}

export async function loadCartPage(services: Services, request: Request, headers: Headers): Promise<CartPageData> {
  const now = new Date();
  const signUp = signUpSettingsOf(services.config);
  const owner = await resolveCartOwner(services.db, cartCookieValues(request), now);
  const { currency, locale, timeZone } = services.config.shop;
  const page = async (cart: CartView | null, notices: PageNotice[]): Promise<CartPageData> => ({ currency, locale, timeZone, cart, notices, recurring: await cartRecurringCarts(services, cart, now) });
  const removeKey = new URL(request.url).searchParams.get("remove_item");
  // A removal link is a GET that changes the cart, so another site must not be able to trigger it.
  if (removeKey !== null && isSameOriginRequest(request, services.config.shop.acceptedHosts)) {
    const done = cartOutcome(await removeCartItem(services.db, { ...owner, key: removeKey }, now, signUp));
    if (done.cart !== null) {
      appendCartCookies(headers, request, services.config, done.cart, done.token);
      return page(done.cart, done.notices);
    }
    return page(await getCart(services.db, owner, now, signUp), done.notices);
  }
  const cart = await getCart(services.db, owner, now, signUp);
  appendCartCookies(headers, request, services.config, cart, ownerToken(owner));
  return page(cart, [...orderAgainNotice(request), ...(cart?.notices.map(fromCartNotice) ?? [])]);
}

export type CartPostResult = { redirect: string } | { notices: PageNotice[] };

export async function handleCartPost(services: Services, request: Request, headers: Headers): Promise<CartPostResult> {
  const now = new Date();
  const signUp = signUpSettingsOf(services.config);
  const owner = await resolveCartOwner(services.db, cartCookieValues(request), now);
  const intent = readCartForm(await request.formData());
  const { db } = services;
  switch (intent.kind) {
    case "invalid":
      return { notices: [{ code: "invalid_request", params: {}, kind: "error" }] };
    case "add": {
      let token = ownerToken(owner);
      let last: ReturnType<typeof cartOutcome> | null = null;
      for (const item of intent.items) {
        const input = "customerId" in owner ? { ...owner, ...item } : { cartToken: token, ...item };
        last = cartOutcome(await addItemToCart(db, input, now, signUp));
        if (last.cart === null) return { notices: last.notices };
        token = last.token;
      }
      if (last?.cart) appendCartCookies(headers, request, services.config, last.cart, last.token);
      const first = intent.items[0];
      if (first === undefined) return { notices: [{ code: "invalid_quantity", params: {}, kind: "error" }] };
      return { redirect: redirectAfterAdd(request, first.productId, services.config.cart.redirectAfterAdd) };
    }
    case "update": {
      const notices: PageNotice[] = [];
      for (const line of intent.quantities) {
        const done = cartOutcome(await updateCartItemQuantity(db, { ...owner, ...line }, now, signUp));
        if (done.cart === null) notices.push(...done.notices);
        else appendCartCookies(headers, request, services.config, done.cart, done.token);
      }
      return { notices: notices.length > 0 ? notices : [{ code: "quantity_updated", params: {}, kind: "info" }] };
    }
    case "apply-coupon": {
      const done = cartOutcome(await applyCouponToCart(db, { ...owner, code: intent.code }, now, signUp));
      if (done.cart) appendCartCookies(headers, request, services.config, done.cart, done.token);
      return { notices: done.notices.filter((n) => n.code.startsWith("coupon_")) };
    }
    case "remove-coupon": {
      const done = cartOutcome(await removeCouponFromCart(db, { ...owner, code: intent.code }, now, signUp));
      if (done.cart) appendCartCookies(headers, request, services.config, done.cart, done.token);
      return { notices: done.notices.filter((n) => n.code.startsWith("coupon_")) };
    }
  }
}
