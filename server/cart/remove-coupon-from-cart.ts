import type { Kysely } from "kysely";
import { couponCodeKey } from "../coupons/coupons.ts";
import type { Database } from "../db/schema.ts";
import type { CartOwner, CartResult } from "./cart.ts";
import { cartFailure } from "./cart-messages.ts";
import { deleteCartCoupons, loadCartCouponCodes, touchCart } from "./cart.repository.ts";
import { findOwnCart, inTransaction, ownerCustomerId, ownerToken } from "./open-cart.ts";
import { notice, refreshCart } from "./refresh-cart.ts";

export type RemoveCouponFromCartInput = CartOwner & { code: string };

/** Takes a coupon off the cart ("You have removed coupon code."). */
export async function removeCouponFromCart(db: Kysely<Database>, input: RemoveCouponFromCartInput, now: Date): Promise<CartResult> {
  const key = couponCodeKey(input.code);
  if (key === "") return cartFailure("coupon_code_required");
  return inTransaction(db, async (trx): Promise<CartResult> => {
    const cartId = await findOwnCart(trx, input);
    if (cartId === null) return cartFailure("coupon_not_applied", { code: key });
    if (!(await loadCartCouponCodes(trx, cartId)).includes(key)) return cartFailure("coupon_not_applied", { code: key });
    await deleteCartCoupons(trx, cartId, [key]);
    await touchCart(trx, cartId, now.toISOString());
    const cart = await refreshCart(trx, cartId, ownerCustomerId(input), now, [notice("coupon_removed", { code: key })]);
    return { ok: true, cart, cartToken: ownerToken(input) };
  });
}
