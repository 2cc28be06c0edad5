import type { Kysely } from "kysely";
import { couponCodeKey } from "../coupons/coupons.ts";
import { inTransaction } from "../db/in-transaction.ts";
import type { Database } from "../db/schema.ts";
import { DEFAULT_SIGN_UP_SETTINGS, type SignUpSettings } from "../subscriptions/sign-up-settings.ts";
import type { CartOwner, CartResult } from "./cart.ts";
import { cartFailure } from "./cart-failure.ts";
import { deleteCartCoupons } from "./cart.repository.ts";
import { lockOwnCartWithContents, ownerCustomerId, ownerToken, recordCartActivity } from "./open-cart.ts";
import { notice, refreshCart } from "./refresh-cart.ts";
import { cartDb } from "./cart-db.ts";

export type RemoveCouponFromCartInput = CartOwner & { code: string };

/** Takes a coupon off the cart ("You have removed coupon code."). */
export async function removeCouponFromCart(db: Kysely<Database>, input: RemoveCouponFromCartInput, now: Date, signUp: SignUpSettings = DEFAULT_SIGN_UP_SETTINGS): Promise<CartResult> {
  const key = couponCodeKey(input.code);
  if (key === "") return cartFailure("coupon_code_required");
  return inTransaction(db, async (trx): Promise<CartResult> => {
    const own = await lockOwnCartWithContents(trx, input);
    if (!own || !own.couponCodes.includes(key)) return cartFailure("coupon_not_applied", { code: key });
    await deleteCartCoupons(cartDb(trx), own.id, [key]);
    await recordCartActivity(trx, own, now);
    const known = { lines: own.lines, couponCodes: own.couponCodes.filter((code) => code !== key) };
    const cart = await refreshCart(trx, own.id, ownerCustomerId(input), now, [notice("coupon_removed", { code: key })], known, signUp);
    return { ok: true, cart, cartToken: ownerToken(input) };
  });
}
