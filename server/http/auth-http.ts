import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SESSION_COOKIE, type IssuedSession } from "../auth/auth.ts";
import { CSRF_COOKIE, issueCsrfToken } from "../auth/csrf.ts";
import { sessionCookies } from "../auth/session-cookies.ts";
import { CART_TOKEN_COOKIE } from "../cart/cart.ts";
import type { Config } from "../config.ts";

// Cookie and request plumbing shared by the account API and the social sign-in routes. Every
// auth cookie is Path=/, SameSite=Lax (sent on the provider's redirect back, not on cross-site
// posts) and Secure over https.

/** Where the address comes from when no socket is there (app.request in tests). */
const UNKNOWN_CLIENT = "unknown";

export function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === "https:" || c.req.header("x-forwarded-proto") === "https";
}

/**
 * The client's address for rate limits. X-Forwarded-For only counts behind a trusted proxy, and
 * then its last entry (added by that proxy; earlier ones are whatever the client claimed).
 */
export function clientIp(c: Context, config: Config): string {
  if (config.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming?.socket.remoteAddress ?? UNKNOWN_CLIENT;
}

export function sessionToken(c: Context): string | null {
  return getCookie(c, SESSION_COOKIE) ?? null;
}

export function guestCartToken(c: Context): string | null {
  return getCookie(c, CART_TOKEN_COOKIE) ?? null;
}

/** Remember me: 14-day cookies; otherwise browser-session cookies (the server expires the session sooner). */
export function writeSessionCookie(c: Context, session: IssuedSession | null): void {
  for (const cookie of sessionCookies(session)) {
    if (cookie.maxAge === 0) {
      deleteCookie(c, cookie.name, { path: "/", secure: isHttps(c) });
      continue;
    }
    setCookie(c, cookie.name, cookie.value, {
      path: "/",
      httpOnly: cookie.httpOnly,
      sameSite: "Lax",
      secure: isHttps(c),
      ...(cookie.maxAge === undefined ? {} : { maxAge: cookie.maxAge }),
    });
  }
}

export function clearSessionCookie(c: Context): void {
  writeSessionCookie(c, null);
}

/** After login the guest cart lives in the customer's cart; the guest token is dropped. */
export function clearGuestCartCookie(c: Context): void {
  if (getCookie(c, CART_TOKEN_COOKIE) !== undefined) deleteCookie(c, CART_TOKEN_COOKIE, { path: "/", secure: isHttps(c) });
}

/** Tokens already issued during a request, so the middleware and a handler agree on one. */
const issuedCsrfTokens = new WeakMap<Request, string>();

/** The browser's CSRF token, setting the cookie when it has none yet. */
export function ensureCsrfCookie(c: Context): string {
  const issued = issuedCsrfTokens.get(c.req.raw);
  if (issued !== undefined) return issued;
  const { token, isNew } = issueCsrfToken(c.req.header("cookie") ?? null);
  if (isNew) setCookie(c, CSRF_COOKIE, token, { path: "/", sameSite: "Lax", secure: isHttps(c), httpOnly: false });
  issuedCsrfTokens.set(c.req.raw, token);
  return token;
}
