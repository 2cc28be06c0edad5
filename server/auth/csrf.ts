import { randomBytes } from "node:crypto";
import { constantTimeEqual } from "../tokens/secure-token.ts";

// CSRF checks for every state-changing request. Which check a route gets is decided in one place,
// server/http/edge/csrf-policy.ts, and applied by two explicitly mounted guards: the JSON API's
// Hono middleware and the root route's React Router middleware. Two lines of defence:
// 1. Same origin: a browser's Sec-Fetch-Site must say same-origin, and an Origin header must name
//    one of the shop's own hosts (config.shop.acceptedHosts, never the request's Host). Browsers
//    send at least one of them on cross-site posts.
// 2. Double submit: the csrf_token cookie (random, readable by the storefront script) must be
//    echoed in the X-CSRF-Token header or the csrf_token form field. Another site can neither read
//    the cookie nor set the header.
// Built on Web standard Request only, so it needs no HTTP framework.

export const CSRF_COOKIE = "csrf_token";
export const CSRF_HEADER = "x-csrf-token";
export const CSRF_FIELD = "csrf_token";
const CSRF_TOKEN_BYTES = 32;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export type CsrfVerdict = { ok: true } | { ok: false; reason: "cross_origin" | "token_missing" | "token_mismatch" };

export function readCookie(cookieHeader: string | null, name: string): string | null {
  if (cookieHeader === null) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch (error) {
        if (!(error instanceof URIError)) throw error;
        return raw;
      }
    }
  }
  return null;
}

/** First line: reject what the browser itself marks as coming from another site. */
export function isSameOriginRequest(request: Request, acceptedHosts: readonly string[]): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  if (origin === "null") return false;
  try {
    // Host, not scheme: behind a TLS-terminating proxy the server sees http for an https page.
    return acceptedHosts.includes(new URL(origin).host);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return false;
  }
}

async function submittedToken(request: Request): Promise<string | null> {
  const header = request.headers.get(CSRF_HEADER);
  if (header !== null) return header;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!FORM_TYPES.some((t) => type.startsWith(t))) return null;
  // A clone, so the action can still read the form afterwards.
  const field = (await request.clone().formData()).get(CSRF_FIELD);
  return typeof field === "string" ? field : null;
}

/** The full check for one request; safe methods always pass. */
export async function checkCsrf(request: Request, acceptedHosts: readonly string[]): Promise<CsrfVerdict> {
  if (isSafeMethod(request.method)) return { ok: true };
  if (!isSameOriginRequest(request, acceptedHosts)) return { ok: false, reason: "cross_origin" };
  const cookie = readCookie(request.headers.get("cookie"), CSRF_COOKIE);
  const sent = await submittedToken(request);
  if (cookie === null || cookie === "" || sent === null) return { ok: false, reason: "token_missing" };
  return constantTimeEqual(cookie, sent) ? { ok: true } : { ok: false, reason: "token_mismatch" };
}

/** GET, HEAD and OPTIONS change nothing, so they need no check. */
export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/**
 * The token to put in a form's hidden field (or hand to the script), and the cookie to set when
 * the browser has none yet. The cookie is not httpOnly on purpose: the script echoes it.
 */
export function issueCsrfToken(cookieHeader: string | null): { token: string; isNew: boolean } {
  const existing = readCookie(cookieHeader, CSRF_COOKIE);
  if (existing !== null && existing.length > 0) return { token: existing, isNew: false };
  return { token: randomBytes(CSRF_TOKEN_BYTES).toString("base64url"), isNew: true };
}

/** The token's cookie: readable by the storefront script, which echoes it (the edge writes it). */
export function csrfCookie(token: string): { name: string; value: string; httpOnly: false } {
  return { name: CSRF_COOKIE, value: token, httpOnly: false };
}
