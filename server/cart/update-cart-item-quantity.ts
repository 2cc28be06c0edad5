import type { Kysely } from "kysely";
import { getPurchasableItems } from "../catalog/get-purchasable-item.ts";
import type { Database } from "../db/schema.ts";
import type { CartOwner, CartResult } from "./cart.ts";
import { cartFailure } from "./cart-messages.ts";
import { deleteCartLine, loadCartLines, setCartLineQuantity, touchCart } from "./cart.repository.ts";
import { checkLineQuantity, isValidQuantity } from "./check-line-quantity.ts";
import { findOwnCart, inTransaction, ownerCustomerId, ownerToken } from "./open-cart.ts";
import { notice, refreshCart } from "./refresh-cart.ts";

export type UpdateCartItemQuantityInput = CartOwner & { key: string; quantity: number };

/** Sets a line's quantity (the cart page's "Update cart"); 0 removes the line, as in WooCommerce. */
export async function updateCartItemQuantity(db: Kysely<Database>, input: UpdateCartItemQuantityInput, now: Date): Promise<CartResult> {
  if (!isValidQuantity(input.quantity, true)) return cartFailure("invalid_quantity");
  return inTransaction(db, async (trx): Promise<CartResult> => {
    const cartId = await findOwnCart(trx, input);
    if (cartId === null) return cartFailure("cart_item_not_found");
    const line = (await loadCartLines(trx, cartId)).find((l) => l.key === input.key);
    if (!line) return cartFailure("cart_item_not_found");
    const [item] = await getPurchasableItems(trx, [line], now);
    const at = now.toISOString();
    const customerId = ownerCustomerId(input);
    if (input.quantity === 0) {
      await deleteCartLine(trx, cartId, line.key);
      await touchCart(trx, cartId, at);
      const cart = await refreshCart(trx, cartId, customerId, now, [notice("item_removed", { name: item?.name ?? `#${line.productId}` })]);
      return { ok: true, cart, cartToken: ownerToken(input) };
    }
    if (!item || !item.purchasable) return cartFailure("product_not_purchasable", { name: item?.name ?? `#${line.productId}` }, item?.permalink);
    if (!item.inStock) return cartFailure("out_of_stock", { name: item.name }, item.permalink);
    const problem = checkLineQuantity(item, input.quantity, line.quantity);
    if (problem) return cartFailure(problem.code, problem.params, item.permalink);
    await setCartLineQuantity(trx, cartId, line.key, input.quantity, at);
    await touchCart(trx, cartId, at);
    const cart = await refreshCart(trx, cartId, customerId, now, [notice("quantity_updated", { name: item.name, quantity: input.quantity })]);
    return { ok: true, cart, cartToken: ownerToken(input) };
  });
}
