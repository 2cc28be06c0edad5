import type { Kysely } from "kysely";
import { inTransaction } from "../db/in-transaction.ts";
import type { Database } from "../db/schema.ts";
import {
  deleteCartCoupons,
  deleteCartLine,
  insertCartCoupon,
  insertCartLine,
  insertCustomerCart,
  lockCartWithContents,
  setCartLineQuantity,
  touchCart,
} from "./cart.repository.ts";
import { hashToken } from "../tokens/secure-token.ts";
import { cartDb } from "./cart-db.ts";

// At login the guest's cart joins the customer's saved cart, as WooCommerce's persistent cart
// does: lines the guest added win over the saved line with the same key (the shopper's latest
// choice), other saved lines stay, coupons join. The guest cart is emptied, so its cookie token is
// worth nothing afterwards. Stock and limits are rechecked on the next read of the cart.

export interface MergeGuestCartInput {
  /** The guest's cart cookie token; null when the browser had none. */
  guestToken: string | null;
  customerId: number;
}

export interface MergeGuestCartResult {
  /** Lines taken over from the guest cart (0 when there was nothing to merge). */
  mergedLines: number;
}

export function mergeGuestCartIntoCustomerCart(db: Kysely<Database>, input: MergeGuestCartInput, now: Date): Promise<MergeGuestCartResult> {
  const tokenHash = input.guestToken === null ? null : hashToken(input.guestToken);
  if (tokenHash === null) return Promise.resolve({ mergedLines: 0 });
  return inTransaction(db, async (trx) => {
    const guest = await lockCartWithContents(cartDb(trx), { tokenHash });
    if (guest === null || (guest.lines.length === 0 && guest.couponCodes.length === 0)) return { mergedLines: 0 };
    const guestCartId = guest.id;
    const { lines: guestLines, couponCodes: guestCoupons } = guest;

    const at = now.toISOString();
    const saved = (await lockCartWithContents(cartDb(trx), { customerId: input.customerId })) ?? {
      id: await insertCustomerCart(cartDb(trx), input.customerId, at),
      lines: [],
      couponCodes: [],
    };
    const customerCartId = saved.id;
    const savedKeys = new Set(saved.lines.map((line) => line.key));
    for (const line of guestLines) {
      if (savedKeys.has(line.key)) await setCartLineQuantity(cartDb(trx), customerCartId, line.key, line.quantity, at);
      else await insertCartLine(cartDb(trx), customerCartId, line, at);
      await deleteCartLine(cartDb(trx), guestCartId, line.key);
    }
    const savedCoupons = new Set(saved.couponCodes);
    for (const code of guestCoupons) {
      if (!savedCoupons.has(code)) await insertCartCoupon(cartDb(trx), customerCartId, code, at);
    }
    await deleteCartCoupons(cartDb(trx), guestCartId, guestCoupons);
    await touchCart(cartDb(trx), customerCartId, at);
    await touchCart(cartDb(trx), guestCartId, at);
    return { mergedLines: guestLines.length };
  });
}
