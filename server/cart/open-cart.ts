import type { Kysely } from "kysely";
import { hashToken, issueToken } from "../tokens/secure-token.ts";
import type { Database } from "../db/schema.ts";
import type { CartOwner } from "./cart.ts";
import { insertCustomerCart, insertGuestCart, lockCartWithContents, touchCart, type LockedCart } from "./cart.repository.ts";
import { cartDb } from "./cart-db.ts";

// Locking, reading and creating the owner's cart: shared by every cart use case.

/** The owner's cart, locked, with its lines and coupon codes; null when there is none yet. */
export async function lockOwnCartWithContents(trx: Kysely<Database>, owner: CartOwner): Promise<LockedCart | null> {
  if ("customerId" in owner) return lockCartWithContents(cartDb(trx), { customerId: owner.customerId });
  const tokenHash = owner.cartToken === null ? null : hashToken(owner.cartToken);
  return tokenHash === null ? null : lockCartWithContents(cartDb(trx), { tokenHash });
}

/**
 * A cart's updated_at records activity to the hour (what an expiry of days needs), so most
 * changes to a busy cart spend no write on it.
 */
export const CART_ACTIVITY_RESOLUTION_MS = 60 * 60 * 1000;

export async function recordCartActivity(trx: Kysely<Database>, cart: LockedCart, now: Date): Promise<void> {
  if (now.getTime() - Date.parse(cart.updatedAt) < CART_ACTIVITY_RESOLUTION_MS) return;
  await touchCart(cartDb(trx), cart.id, now.toISOString());
}

/**
 * A new cart for the owner; for a guest, with a new token (the one sent is unknown or absent). A
 * guest's cart token is a bearer secret, made and stored (as its sha256) like a session token.
 */
export async function createOwnCart(trx: Kysely<Database>, owner: CartOwner, now: Date): Promise<{ cartId: number; cartToken: string | null }> {
  if ("customerId" in owner) return { cartId: await insertCustomerCart(cartDb(trx), owner.customerId, now.toISOString()), cartToken: null };
  const { token, tokenHash } = issueToken();
  return { cartId: await insertGuestCart(cartDb(trx), tokenHash, now.toISOString()), cartToken: token };
}

/** The token a response should (re)send: the guest's own, so each change renews the cookie. */
export function ownerToken(owner: CartOwner): string | null {
  return "cartToken" in owner ? owner.cartToken : null;
}

export function ownerCustomerId(owner: CartOwner): number | null {
  return "customerId" in owner ? owner.customerId : null;
}
