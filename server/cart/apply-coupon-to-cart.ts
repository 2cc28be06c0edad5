import type { Kysely } from "kysely";
import { couponCodeKey } from "../coupons/coupons.ts";
import { getCouponsForCart } from "../coupons/get-coupons-for-cart.ts";
import { validateCoupon } from "../coupons/validate-coupon.ts";
import { inTransaction } from "../db/in-transaction.ts";
import type { Database } from "../db/schema.ts";
import { DEFAULT_SIGN_UP_SETTINGS, type SignUpSettings } from "../subscriptions/sign-up-settings.ts";
import type { CartNotice, CartOwner, CartResult } from "./cart.ts";
import { cartFailure } from "./cart-failure.ts";
import { deleteCartCoupons, insertCartCoupon } from "./cart.repository.ts";
import { lockOwnCartWithContents, ownerCustomerId, ownerToken, recordCartActivity } from "./open-cart.ts";
import { notice, refreshCart, refreshCartState } from "./refresh-cart.ts";
import { cartDb } from "./cart-db.ts";

export type ApplyCouponToCartInput = CartOwner & { code: string };

/**
 * Applies a coupon code (any case). An individual-use coupon replaces the cart's other coupons;
 * no coupon joins one that is individual use. Discounts are computed with the totals.
 */
export async function applyCouponToCart(db: Kysely<Database>, input: ApplyCouponToCartInput, now: Date, signUp: SignUpSettings = DEFAULT_SIGN_UP_SETTINGS): Promise<CartResult> {
  const key = couponCodeKey(input.code);
  if (key === "") return cartFailure("coupon_code_required");
  return inTransaction(db, async (trx): Promise<CartResult> => {
    const customerId = ownerCustomerId(input);
    const [coupon] = await getCouponsForCart(trx, [key], customerId);
    if (!coupon) return cartFailure("coupon_not_found", { code: input.code.trim() });
    const own = await lockOwnCartWithContents(trx, input);
    if (!own) return cartFailure("coupon_not_applicable", { code: key });
    const cartId = own.id;

    const state = await refreshCartState(trx, cartId, customerId, now, [], { lines: own.lines, couponCodes: own.couponCodes }, signUp);
    const applied = state.view.coupons.map((c) => c.code);
    if (applied.includes(key)) return cartFailure("coupon_already_applied", { code: key });
    const blocking = (await getCouponsForCart(trx, applied, null)).find((c) => c.individualUse);
    if (blocking) return cartFailure("coupon_individual_use_only", { code: couponCodeKey(blocking.code) });
    const validity = validateCoupon(coupon, state.discountable, now);
    if (!validity.ok) return cartFailure(validity.code, validity.params);

    const notices: CartNotice[] = [notice("coupon_applied", { code: key })];
    if (coupon.individualUse && applied.length > 0) {
      await deleteCartCoupons(cartDb(trx), cartId, applied);
      for (const code of applied) notices.push(notice("coupon_removed", { code }));
    }
    await insertCartCoupon(cartDb(trx), cartId, key, now.toISOString());
    await recordCartActivity(trx, own, now);
    const cart = await refreshCart(trx, cartId, customerId, now, [...state.view.notices, ...notices], {}, signUp);
    return { ok: true, cart, cartToken: ownerToken(input) };
  });
}
