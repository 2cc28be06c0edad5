import type { Kysely } from "kysely";
import { inTransaction } from "../db/in-transaction.ts";
import type { Database } from "../db/schema.ts";
import { DEFAULT_SIGN_UP_SETTINGS, type SignUpSettings } from "../subscriptions/sign-up-settings.ts";
import type { CartOwner, CartView } from "./cart.ts";
import { hashToken } from "../tokens/secure-token.ts";
import { lockOwnCartWithContents, ownerCustomerId, recordCartActivity } from "./open-cart.ts";
import { refreshCart } from "./refresh-cart.ts";

/**
 * The owner's cart brought up to date with the catalogue (unavailable lines removed, quantities
 * lowered to stock, stale coupons dropped, each with a notice), or null when there is no cart.
 * Never creates one: a visitor without a cart costs a cookie check, not a row. A read renews the
 * guest's cookie, so it records activity too: the cart stays as long as its cookie does.
 */
export async function getCart(db: Kysely<Database>, owner: CartOwner, now: Date, signUp: SignUpSettings = DEFAULT_SIGN_UP_SETTINGS): Promise<CartView | null> {
  if ("cartToken" in owner && (owner.cartToken === null || hashToken(owner.cartToken) === null)) return null;
  return inTransaction(db, async (trx) => {
    const own = await lockOwnCartWithContents(trx, owner);
    if (own === null) return null;
    await recordCartActivity(trx, own, now);
    return refreshCart(trx, own.id, ownerCustomerId(owner), now, [], { lines: own.lines, couponCodes: own.couponCodes }, signUp);
  });
}
