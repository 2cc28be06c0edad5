import type { Context } from "hono";
import type { Config } from "../../config.ts";

// The one cookie writer of the HTTP edge, for the JSON API (Hono) and the page routes (React Router
// Headers) alike. Modules decide which cookies a response sets (server/auth/session-cookies.ts,
// server/cart/cart-cookies.ts, the CSRF token, the social handshake); this file writes them. Every
// cookie is Path=/ and SameSite=Lax (sent on a provider's redirect back, never on cross-site posts),
// and Secure when the shop's own origin is https: a request header never decides it (decision 007).

export interface EdgeCookie {
  name: string;
  value: string;
  httpOnly: boolean;
  /** Seconds; 0 deletes the cookie; absent = a browser-session cookie. */
  maxAge?: number;
}

/** Secure cookies follow SHOP_URL's scheme (behind a TLS proxy the socket itself is plain http). */
export function cookiesAreSecure(config: Config): boolean {
  return new URL(config.shop.url).protocol === "https:";
}

export function serializeCookie(cookie: EdgeCookie, secure: boolean): string {
  const parts = [`${cookie.name}=${encodeURIComponent(cookie.value)}`, "Path=/", "SameSite=Lax"];
  if (cookie.httpOnly) parts.push("HttpOnly");
  if (cookie.maxAge !== undefined) parts.push(`Max-Age=${cookie.maxAge}`);
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** For React Router loaders and actions, which answer with plain Headers. */
export function appendCookies(headers: Headers, cookies: readonly EdgeCookie[], secure: boolean): void {
  for (const cookie of cookies) headers.append("Set-Cookie", serializeCookie(cookie, secure));
}

/** For Hono handlers. */
export function setCookies(c: Context, cookies: readonly EdgeCookie[], secure: boolean): void {
  for (const cookie of cookies) c.header("Set-Cookie", serializeCookie(cookie, secure), { append: true });
}

/** A cookie that deletes `name` in the browser. */
export function expiredCookie(name: string, httpOnly: boolean): EdgeCookie {
  return { name, value: "", httpOnly, maxAge: 0 };
}

/** Names of the cookies a request carries (to clear only what the browser has). */
export function sentCookieNames(cookieHeader: string | null | undefined): Set<string> {
  return new Set(
    (cookieHeader ?? "")
      .split(";")
      .map((part) => part.split("=")[0]?.trim() ?? "")
      .filter((name) => name !== ""),
  );
}
