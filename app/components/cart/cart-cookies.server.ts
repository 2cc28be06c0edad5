import { SESSION_COOKIE } from "../../../server/auth/auth.ts";
import { readCookie } from "../../../server/auth/csrf.ts";
import { CART_TOKEN_COOKIE, type CartView } from "../../../server/cart/cart.ts";
import { cartCookies } from "../../../server/cart/cart-cookies.ts";
import type { CartCookieValues } from "../../../server/cart/resolve-cart-owner.ts";

// The no-JS cart page speaks the same cookies as the JSON API (server/cart/cart-cookies.ts decides
// which); this file only reads them from a Request and writes Set-Cookie headers.

export function cartCookieValues(request: Request): CartCookieValues {
  const header = request.headers.get("cookie");
  return { sessionToken: readCookie(header, SESSION_COOKIE), cartToken: readCookie(header, CART_TOKEN_COOKIE) };
}

function sentCookieNames(request: Request): Set<string> {
  const header = request.headers.get("cookie") ?? "";
  return new Set(header.split(";").map((part) => part.split("=")[0]?.trim() ?? "").filter((name) => name !== ""));
}

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

/** Appends the Set-Cookie headers for the cart after a change (or clears stale ones when null). */
export function appendCartCookies(headers: Headers, request: Request, cart: CartView | null, token: string | null): void {
  const secure = isHttps(request);
  for (const cookie of cartCookies(cart, token, sentCookieNames(request))) {
    const parts = [`${cookie.name}=${cookie.value}`, "Path=/", "SameSite=Lax"];
    if (cookie.httpOnly) parts.push("HttpOnly");
    if (cookie.maxAge !== undefined) parts.push(`Max-Age=${cookie.maxAge}`);
    if (secure) parts.push("Secure");
    headers.append("Set-Cookie", parts.join("; "));
  }
}
