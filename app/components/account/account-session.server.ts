import type { IssuedSession } from "../../../server/auth/auth.ts";
import { SESSION_COOKIE } from "../../../server/auth/auth.ts";
import { csrfCookie, issueCsrfToken, readCookie } from "../../../server/auth/csrf.ts";
import { getSignedInCustomer, type SignedInCustomer } from "../../../server/auth/get-signed-in-customer.ts";
import { sessionCookies } from "../../../server/auth/session-cookies.ts";
import { CART_TOKEN_COOKIE } from "../../../server/cart/cart.ts";
import type { Config } from "../../../server/config.ts";
import { appendCookies, cookiesAreSecure, expiredCookie } from "../../../server/http/edge/cookies.ts";
import type { Services } from "../../context.ts";

// Session plumbing for the account routes (per-visitor pages, never cached): who is signed in,
// the session cookies after a no-JS login or logout (decided by server/auth/session-cookies.ts,
// as for the JSON API), and the CSRF token their forms carry.

export function sessionTokenOf(request: Request): string | null {
  return readCookie(request.headers.get("cookie"), SESSION_COOKIE);
}

export function guestCartTokenOf(request: Request): string | null {
  return readCookie(request.headers.get("cookie"), CART_TOKEN_COOKIE);
}

export function readSignedIn(services: Services, request: Request): Promise<SignedInCustomer | null> {
  return getSignedInCustomer(services.db, sessionTokenOf(request), new Date());
}

/** Set-Cookie headers for a new session, or (null) for logging out. */
export function appendSessionCookies(headers: Headers, config: Config, session: IssuedSession | null): void {
  appendCookies(headers, sessionCookies(session), cookiesAreSecure(config));
}

/** After login the guest cart lives in the customer's cart; the guest token is dropped. */
export function clearGuestCartCookie(headers: Headers, request: Request, config: Config): void {
  if (guestCartTokenOf(request) === null) return;
  appendCookies(headers, [expiredCookie(CART_TOKEN_COOKIE, true)], cookiesAreSecure(config));
}

/** The token for a form's hidden field, setting the cookie when the browser has none yet. */
export function csrfTokenForPage(request: Request, headers: Headers, config: Config): string {
  const { token, isNew } = issueCsrfToken(request.headers.get("cookie"));
  if (isNew) appendCookies(headers, [csrfCookie(token)], cookiesAreSecure(config));
  return token;
}

/** Cookies set by an action or a loader both reach the browser; account pages are never stored. */
export function mergeAccountHeaders({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }): Headers {
  const merged = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of [...actionHeaders.getSetCookie(), ...loaderHeaders.getSetCookie()]) merged.append("Set-Cookie", cookie);
  const referrer = loaderHeaders.get("Referrer-Policy");
  if (referrer !== null) merged.set("Referrer-Policy", referrer);
  return merged;
}
