import type { IssuedSession } from "../../../server/auth/auth.ts";
import { SESSION_COOKIE } from "../../../server/auth/auth.ts";
import { csrfSetCookie, issueCsrfToken, readCookie } from "../../../server/auth/csrf.ts";
import { getSignedInCustomer, type SignedInCustomer } from "../../../server/auth/get-signed-in-customer.ts";
import { serializeSessionCookie, sessionCookies } from "../../../server/auth/session-cookies.ts";
import { CART_TOKEN_COOKIE } from "../../../server/cart/cart.ts";
import type { Services } from "../../context.ts";
import { isHttps } from "../cart/cart-cookies.server.ts";

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
export function appendSessionCookies(headers: Headers, request: Request, session: IssuedSession | null): void {
  for (const cookie of sessionCookies(session)) headers.append("Set-Cookie", serializeSessionCookie(cookie, isHttps(request)));
}

/** After login the guest cart lives in the customer's cart; the guest token is dropped. */
export function clearGuestCartCookie(headers: Headers, request: Request): void {
  if (guestCartTokenOf(request) === null) return;
  headers.append("Set-Cookie", `${CART_TOKEN_COOKIE}=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0${isHttps(request) ? "; Secure" : ""}`);
}

/** The token for a form's hidden field, setting the cookie when the browser has none yet. */
export function csrfTokenForPage(request: Request, headers: Headers): string {
  const { token, isNew } = issueCsrfToken(request.headers.get("cookie"));
  if (isNew) headers.append("Set-Cookie", csrfSetCookie(token, isHttps(request)));
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
