import type { CartJson } from "../../../server/cart/cart-json.ts";
import { CART_API } from "./cart-constants.ts";
import { CSRF_COOKIE, parseCookies } from "./cookies.ts";

// Talks to the JSON Store API. Posts echo the csrf_token cookie in X-CSRF-Token; when the browser
// has none yet, one GET fetches it first (only when the shopper acts, never on page load).

export type CartReply =
  | { ok: true; cart: CartJson; hash: string }
  | { ok: false; code: string; params: Record<string, string | number>; productUrl: string | null };

const FAILED: CartReply = { ok: false, code: "request_failed", params: {}, productUrl: null };

interface ErrorBody {
  error?: { code?: unknown; params?: unknown; product_url?: unknown };
}

async function readReply(response: Response): Promise<CartReply> {
  const body = (await response.json()) as { cart?: CartJson; cart_hash?: string } & ErrorBody;
  if (response.ok && body.cart && typeof body.cart_hash === "string") return { ok: true, cart: body.cart, hash: body.cart_hash };
  const error = body.error;
  if (!error || typeof error.code !== "string") return FAILED;
  const params = typeof error.params === "object" && error.params !== null ? (error.params as Record<string, string | number>) : {};
  return { ok: false, code: error.code, params, productUrl: typeof error.product_url === "string" ? error.product_url : null };
}

/** A network failure, a timeout or an unreadable answer: what a caller reports as "request failed". */
export function isRequestFailure(error: unknown): boolean {
  return error instanceof TypeError || error instanceof SyntaxError || (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"));
}

/** Runs a request; a failure of the request itself becomes request_failed. */
async function send(request: () => Promise<Response>): Promise<CartReply> {
  try {
    return await readReply(await request());
  } catch (error) {
    if (isRequestFailure(error)) return FAILED;
    throw error;
  }
}

export function fetchCart(timeoutMs: number): Promise<CartReply> {
  // time= as WooCommerce sends it, so no cache between here and the server answers instead.
  const url = `${CART_API.cart}?time=${Date.now()}`;
  return send(() => fetch(url, { credentials: "same-origin", headers: { accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) }));
}

export async function csrfToken(timeoutMs: number): Promise<string> {
  const existing = parseCookies(document.cookie).get(CSRF_COOKIE);
  if (existing) return existing;
  await fetch(CART_API.csrfPrimer, { credentials: "same-origin", signal: AbortSignal.timeout(timeoutMs) });
  return parseCookies(document.cookie).get(CSRF_COOKIE) ?? "";
}

/** A JSON post to the Store API with the CSRF header, for callers that read more than the cart. */
export async function postJson(path: string, body: unknown, timeoutMs: number): Promise<Response> {
  return fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json", "x-csrf-token": await csrfToken(timeoutMs) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

export function postCart(path: string, body: unknown, timeoutMs: number): Promise<CartReply> {
  return send(() => postJson(path, body, timeoutMs));
}
