import type { Kysely } from "kysely";
import { getPurchasableItems } from "../catalog/get-purchasable-item.ts";
import { inTransaction } from "../db/in-transaction.ts";
import type { Database } from "../db/schema.ts";
import { DEFAULT_SIGN_UP_SETTINGS, type SignUpSettings } from "../subscriptions/sign-up-settings.ts";
import type { CartOwner, CartResult } from "./cart.ts";
import { cartFailure } from "./cart-failure.ts";
import { deleteCartLine } from "./cart.repository.ts";
import { lockOwnCartWithContents, ownerCustomerId, ownerToken, recordCartActivity } from "./open-cart.ts";
import { notice, refreshCart } from "./refresh-cart.ts";
import { cartDb } from "./cart-db.ts";

export type RemoveCartItemInput = CartOwner & { key: string };

/** Removes a line by its cart item key (WooCommerce's remove_from_cart). */
export async function removeCartItem(db: Kysely<Database>, input: RemoveCartItemInput, now: Date, signUp: SignUpSettings = DEFAULT_SIGN_UP_SETTINGS): Promise<CartResult> {
  return inTransaction(db, async (trx): Promise<CartResult> => {
    const own = await lockOwnCartWithContents(trx, input);
    const line = own?.lines.find((l) => l.key === input.key);
    if (!own || !line) return cartFailure("cart_item_not_found");
    // Read for the notice's product name only.
    const [item] = await getPurchasableItems(trx, [line], now);
    await deleteCartLine(cartDb(trx), own.id, line.key);
    await recordCartActivity(trx, own, now);
    const known = { lines: own.lines.filter((l) => l.key !== line.key), couponCodes: own.couponCodes };
    const cart = await refreshCart(trx, own.id, ownerCustomerId(input), now, [notice("item_removed", { name: item?.name ?? `#${line.productId}` })], known, signUp);
    return { ok: true, cart, cartToken: ownerToken(input) };
  });
}
