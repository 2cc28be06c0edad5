import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { SESSION_COOKIE, type IssuedSession } from "../auth/auth.ts";
import { csrfCookie, issueCsrfToken } from "../auth/csrf.ts";
import { sessionCookies } from "../auth/session-cookies.ts";
import { CART_TOKEN_COOKIE } from "../cart/cart.ts";
import type { Config } from "../config.ts";
import { expiredCookie, setCookies } from "./edge/cookies.ts";

// Request plumbing of the JSON API and the social sign-in routes: who is asking, and the auth
// cookies they get (written by the one cookie writer, edge/cookies.ts; `secure` from cookiesAreSecure).

/** Where the address comes from when no socket is there (app.request in tests). */
const UNKNOWN_CLIENT = "unknown";

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

/** Who a login, register or reset try is counted against, and how many tries that address has. */
export function rateLimitedClient(c: Context, config: Config): { ip: string; ipLimit: number } {
  return { ip: clientIp(c, config), ipLimit: config.authRateLimitPerIp };
}

export function sessionToken(c: Context): string | null {
  return getCookie(c, SESSION_COOKIE) ?? null;
}

export function guestCartToken(c: Context): string | null {
  return getCookie(c, CART_TOKEN_COOKIE) ?? null;
}

/** Remember me: 14-day cookies; otherwise browser-session cookies (the server expires the session sooner). */
export function writeSessionCookie(c: Context, session: IssuedSession | null, secure: boolean): void {
  setCookies(c, sessionCookies(session), secure);
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  writeSessionCookie(c, null, secure);
}

/** After login the guest cart lives in the customer's cart; the guest token is dropped. */
export function clearGuestCartCookie(c: Context, secure: boolean): void {
  if (getCookie(c, CART_TOKEN_COOKIE) !== undefined) setCookies(c, [expiredCookie(CART_TOKEN_COOKIE, true)], secure);
}

/** Tokens already issued during a request, so the middleware and a handler agree on one. */
const issuedCsrfTokens = new WeakMap<Request, string>();

/** The browser's CSRF token, setting the cookie when it has none yet. */
export function ensureCsrfCookie(c: Context, secure: boolean): string {
  const issued = issuedCsrfTokens.get(c.req.raw);
  if (issued !== undefined) return issued;
  const { token, isNew } = issueCsrfToken(c.req.header("cookie") ?? null);
  if (isNew) setCookies(c, [csrfCookie(token)], secure);
  issuedCsrfTokens.set(c.req.raw, token);
  return token;
}
