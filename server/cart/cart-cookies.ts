import {
  CART_HASH_COOKIE,
  CART_TOKEN_COOKIE,
  GUEST_CART_LIFETIME_SECONDS,
  ITEMS_IN_CART_COOKIE,
  ITEMS_IN_CART_VALUE,
  type CartView,
} from "./cart.ts";

// Which cart cookies a response sets or clears, decided once for the JSON API and the no-JS form
// routes alike. Every cart cookie has Path=/ and SameSite=Lax, plus Secure over https; the edge
// that writes them adds those.

export interface CartCookie {
  name: string;
  value: string;
  /** Only the token is hidden from scripts; the storefront reads the hash and item flag. */
  httpOnly: boolean;
  /** Seconds; 0 deletes the cookie; absent = a session cookie (WooCommerce's hash and item flag). */
  maxAge?: number;
}

/**
 * The cookies for a cart after a request. `cart` null means the owner has no cart: then nothing is
 * set, and cookies the browser still sent (`sent`, by name) are cleared. An empty cart clears the
 * hash and item flag; a guest's token is re-sent on every answer so its lifetime restarts.
 */
export function cartCookies(cart: CartView | null, token: string | null, sent: ReadonlySet<string>): CartCookie[] {
  const clear = (name: string): CartCookie[] => (sent.has(name) ? [{ name, value: "", httpOnly: name === CART_TOKEN_COOKIE, maxAge: 0 }] : []);
  if (cart === null) return [CART_TOKEN_COOKIE, CART_HASH_COOKIE, ITEMS_IN_CART_COOKIE].flatMap(clear);
  const cookies: CartCookie[] = [];
  if (token !== null) cookies.push({ name: CART_TOKEN_COOKIE, value: token, httpOnly: true, maxAge: GUEST_CART_LIFETIME_SECONDS });
  if (cart.lines.length === 0) return [...cookies, ...clear(CART_HASH_COOKIE), ...clear(ITEMS_IN_CART_COOKIE)];
  return [
    ...cookies,
    { name: CART_HASH_COOKIE, value: cart.hash, httpOnly: false },
    { name: ITEMS_IN_CART_COOKIE, value: ITEMS_IN_CART_VALUE, httpOnly: false },
  ];
}
