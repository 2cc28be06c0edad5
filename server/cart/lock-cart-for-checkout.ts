import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { DEFAULT_SIGN_UP_SETTINGS, type SignUpSettings } from "../subscriptions/sign-up-settings.ts";
import type { CartNotice, CartOwner, CartView } from "./cart.ts";
import { deleteCartContents } from "./cart.repository.ts";
import { lockOwnCartWithContents, ownerCustomerId } from "./open-cart.ts";
import { refreshCartState } from "./refresh-cart.ts";
import { cartDb } from "./cart-db.ts";

// The cart as checkout sees it: locked for the caller's transaction (so two placements from one
// cart take turns), brought up to date with the catalogue, with the coupon codes that still apply.

export interface CheckoutCart {
  cartId: number;
  view: CartView;
  couponCodes: string[];
  /** What bringing the cart up to date changed (lines removed, quantities lowered, coupons dropped). */
  adjustments: CartNotice[];
}

export async function lockCartForCheckout(trx: Kysely<Database>, owner: CartOwner, now: Date, signUp: SignUpSettings = DEFAULT_SIGN_UP_SETTINGS): Promise<CheckoutCart | null> {
  const own = await lockOwnCartWithContents(trx, owner);
  if (own === null) return null;
  const { view } = await refreshCartState(trx, own.id, ownerCustomerId(owner), now, [], { lines: own.lines, couponCodes: own.couponCodes }, signUp);
  return { cartId: own.id, view, couponCodes: view.coupons.map((c) => c.code), adjustments: view.notices };
}

/** After an order is paid for (or will be paid offline), the cart it came from is emptied. */
export async function emptyCart(trx: Kysely<Database>, cartId: number): Promise<void> {
  await deleteCartContents(cartDb(trx), cartId);
}
