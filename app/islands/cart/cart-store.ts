import type { CartJson } from "../../../server/cart/cart-json.ts";
import { fetchCart } from "./cart-api-client.ts";
import { CART_EVENTS, CART_FRAGMENT_LIFETIME_MS, STORAGE_KEYS, type CartEventDetail } from "./cart-constants.ts";
import { cartCookieState } from "./cookies.ts";
import { clearStoredCart, isStoredCartFresh, readStoredCart, writeStoredCart } from "./fragment-store.ts";

// The visitor's cart in this tab (spec §3–§4 "cart fragments"). On load: nothing at all when the
// cookies say there is no cart; the stored cart when its hash matches the cookie's and it is under
// 24 hours old; otherwise one request. Refreshed again 24 hours after each refresh, on cart events,
// on return from the back-forward cache and when another tab changes the stored hash.

function cartEventDetail(event: Event): CartEventDetail | null {
  const detail: unknown = event instanceof CustomEvent ? event.detail : null;
  if (typeof detail !== "object" || detail === null || !("cart" in detail) || !("hash" in detail)) return null;
  return typeof detail.hash === "string" && typeof detail.cart === "object" && detail.cart !== null ? (detail as CartEventDetail) : null;
}

export type CartListener = (cart: CartJson | null) => void;

export interface CartStore {
  current(): CartJson | null;
  subscribe(listener: CartListener): void;
  /** A cart the API just answered with (add, remove, update, coupon). */
  accept(cart: CartJson, hash: string): void;
  /** Brings the cart up to date with the cookies, fetching only when needed. */
  load(): Promise<void>;
  fetch(): Promise<void>;
}

export function createCartStore(timeoutMs: () => number): CartStore {
  const listeners: CartListener[] = [];
  let cart: CartJson | null = null;
  let timer: number | undefined;
  // The fetch under way, if any: a load asked for meanwhile (another tab's storage event, a return
  // from the back-forward cache) waits for it and asks again only if it did not bring the cart
  // up to date, instead of sending a second request beside it.
  let inFlight: Promise<void> | null = null;

  const publish = (next: CartJson | null) => {
    cart = next;
    for (const listener of listeners) listener(next);
  };
  const scheduleRefresh = (delayMs: number) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void store.fetch(), Math.max(0, delayMs));
  };
  const emit = (name: string) => document.body.dispatchEvent(new CustomEvent(name));

  const store: CartStore = {
    current: () => cart,
    subscribe(listener) {
      listeners.push(listener);
    },
    accept(next, hash) {
      if (hash === "") clearStoredCart(sessionStorage, localStorage);
      else writeStoredCart(sessionStorage, localStorage, { cart: next, hash, createdAt: Date.now() });
      scheduleRefresh(CART_FRAGMENT_LIFETIME_MS);
      publish(next);
      emit(CART_EVENTS.refreshed);
    },
    fetch() {
      const request: Promise<void> = fetchCart(timeoutMs())
        .then((reply) => {
          if (reply.ok) store.accept(reply.cart, reply.hash);
          else emit(CART_EVENTS.ajaxError);
        })
        .finally(() => {
          if (inFlight === request) inFlight = null;
        });
      inFlight = request;
      return request;
    },
    async load() {
      if (inFlight !== null) await inFlight;
      const cookies = cartCookieState(document.cookie);
      if (cookies.hash === "" && cookies.itemsInCart <= 0) {
        // No cart: no request (WooCommerce spends one per page view here).
        window.clearTimeout(timer);
        clearStoredCart(sessionStorage, localStorage);
        publish(null);
        return;
      }
      const stored = readStoredCart(sessionStorage);
      if (isStoredCartFresh(stored, cookies.hash, Date.now())) {
        scheduleRefresh(stored.createdAt + CART_FRAGMENT_LIFETIME_MS - Date.now());
        publish(stored.cart);
        return;
      }
      await store.fetch();
    },
  };

  document.body.addEventListener(CART_EVENTS.refresh, () => void store.fetch());
  // Cart changes announced on the page (spec §4): the cart they carry is taken as is (once: the
  // cart script's own events carry the cart it has just accepted); without one, the server is asked.
  for (const name of [CART_EVENTS.updated, CART_EVENTS.added, CART_EVENTS.removed]) {
    document.body.addEventListener(name, (event) => {
      const detail = cartEventDetail(event);
      if (detail === null) void store.fetch();
      else if (detail.cart !== cart) store.accept(detail.cart, detail.hash);
    });
  }
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) void store.load();
  });
  window.addEventListener("storage", (event) => {
    if (event.key === STORAGE_KEYS.cartHash) void store.load();
  });
  return store;
}
