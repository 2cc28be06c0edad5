import { SESSION_COOKIE } from "../../../server/auth/auth.ts";
import { readCookie } from "../../../server/auth/csrf.ts";
import { CART_TOKEN_COOKIE, type CartView } from "../../../server/cart/cart.ts";
import { cartCookies } from "../../../server/cart/cart-cookies.ts";
import type { CartCookieValues } from "../../../server/auth/resolve-cart-owner.ts";
import type { Config } from "../../../server/config.ts";
import { appendCookies, cookiesAreSecure, sentCookieNames } from "../../../server/http/edge/cookies.ts";

// The no-JS cart page speaks the same cookies as the JSON API (server/cart/cart-cookies.ts decides
// which); this file reads them from a Request and hands them to the one cookie writer (server/http/edge/cookies.ts).

export function cartCookieValues(request: Request): CartCookieValues {
  const header = request.headers.get("cookie");
  return { sessionToken: readCookie(header, SESSION_COOKIE), cartToken: readCookie(header, CART_TOKEN_COOKIE) };
}

/** Appends the Set-Cookie headers for the cart after a change (or clears stale ones when null). */
export function appendCartCookies(headers: Headers, request: Request, config: Config, cart: CartView | null, token: string | null): void {
  appendCookies(headers, cartCookies(cart, token, sentCookieNames(request.headers.get("cookie"))), cookiesAreSecure(config));
}
