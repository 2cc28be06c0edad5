import type { Kysely } from "kysely";
import { getPurchasableItems } from "../catalog/get-purchasable-item.ts";
import type { Database } from "../db/schema.ts";
import type { CartOwner, CartResult } from "./cart.ts";
import { cartFailure } from "./cart-messages.ts";
import { deleteCartLine, loadCartLines, touchCart } from "./cart.repository.ts";
import { findOwnCart, inTransaction, ownerCustomerId, ownerToken } from "./open-cart.ts";
import { notice, refreshCart } from "./refresh-cart.ts";

export type RemoveCartItemInput = CartOwner & { key: string };

/** Removes a line by its cart item key (WooCommerce's remove_from_cart). */
export async function removeCartItem(db: Kysely<Database>, input: RemoveCartItemInput, now: Date): Promise<CartResult> {
  return inTransaction(db, async (trx): Promise<CartResult> => {
    const cartId = await findOwnCart(trx, input);
    if (cartId === null) return cartFailure("cart_item_not_found");
    const line = (await loadCartLines(trx, cartId)).find((l) => l.key === input.key);
    if (!line) return cartFailure("cart_item_not_found");
    const [item] = await getPurchasableItems(trx, [line], now);
    await deleteCartLine(trx, cartId, line.key);
    await touchCart(trx, cartId, now.toISOString());
    const cart = await refreshCart(trx, cartId, ownerCustomerId(input), now, [notice("item_removed", { name: item?.name ?? `#${line.productId}` })]);
    return { ok: true, cart, cartToken: ownerToken(input) };
  });
}
