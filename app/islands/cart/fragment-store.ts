import type { CartJson } from "../../../server/cart/cart-json.ts";
import { CART_FRAGMENT_LIFETIME_MS, STORAGE_KEYS } from "./cart-constants.ts";

// The cart kept in the browser (WooCommerce's "cart fragments"): the cart JSON and its hash in
// sessionStorage, the hash also in localStorage (so other tabs hear of a change through the
// storage event), and when it was stored.

export interface StoredCart {
  cart: CartJson;
  hash: string;
  createdAt: number;
}

/** Reuse the stored cart only when it matches the cookie's hash and is younger than its lifetime. */
export function isStoredCartFresh(stored: StoredCart | null, cookieHash: string, now: number): stored is StoredCart {
  if (stored === null || cookieHash === "" || stored.hash !== cookieHash) return false;
  const age = now - stored.createdAt;
  return age >= 0 && age < CART_FRAGMENT_LIFETIME_MS;
}

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function readStoredCart(session: KeyValueStore): StoredCart | null {
  const json = session.getItem(STORAGE_KEYS.fragments);
  const hash = session.getItem(STORAGE_KEYS.cartHash);
  const created = Number(session.getItem(STORAGE_KEYS.cartCreated));
  if (json === null || hash === null || !Number.isFinite(created)) return null;
  try {
    return { cart: JSON.parse(json) as CartJson, hash, createdAt: created };
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    return null;
  }
}

export function writeStoredCart(session: KeyValueStore, local: KeyValueStore, stored: StoredCart): void {
  session.setItem(STORAGE_KEYS.fragments, JSON.stringify(stored.cart));
  session.setItem(STORAGE_KEYS.cartHash, stored.hash);
  session.setItem(STORAGE_KEYS.cartCreated, String(stored.createdAt));
  // Only a changed value fires "storage" in other tabs; the same hash must not wake them.
  if (local.getItem(STORAGE_KEYS.cartHash) !== stored.hash) local.setItem(STORAGE_KEYS.cartHash, stored.hash);
}

export function clearStoredCart(session: KeyValueStore, local: KeyValueStore): void {
  for (const key of Object.values(STORAGE_KEYS)) session.removeItem(key);
  if (local.getItem(STORAGE_KEYS.cartHash) !== null) local.removeItem(STORAGE_KEYS.cartHash);
}
