// Reading cookies in the browser. Pure, so the parsing is unit-tested without a DOM.

export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch (error) {
      if (!(error instanceof URIError)) throw error;
    }
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

export const CART_HASH_COOKIE = "woocommerce_cart_hash";
export const ITEMS_IN_CART_COOKIE = "woocommerce_items_in_cart";
export const CSRF_COOKIE = "csrf_token";

export interface CartCookieState {
  /** "" when the visitor has no cart (or an empty one). */
  hash: string;
  /** The items-in-cart cookie as a number; 0 when absent or not a number. */
  itemsInCart: number;
}

export function cartCookieState(header: string): CartCookieState {
  const cookies = parseCookies(header);
  const items = Number(cookies.get(ITEMS_IN_CART_COOKIE) ?? "0");
  return { hash: cookies.get(CART_HASH_COOKIE) ?? "", itemsInCart: Number.isFinite(items) ? items : 0 };
}
