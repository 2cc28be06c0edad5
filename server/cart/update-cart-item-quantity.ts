import type { Kysely } from "kysely";
import { getPurchasableItems, purchasableKey } from "../catalog/get-purchasable-item.ts";
import { inTransaction } from "../db/in-transaction.ts";
import type { Database } from "../db/schema.ts";
import { DEFAULT_SIGN_UP_SETTINGS, type SignUpSettings } from "../subscriptions/sign-up-settings.ts";
import type { CartOwner, CartResult } from "./cart.ts";
import { cartFailure } from "./cart-failure.ts";
import { deleteCartLine, setCartLineQuantity } from "./cart.repository.ts";
import { checkLineQuantity, isValidQuantity } from "./check-line-quantity.ts";
import { lockOwnCartWithContents, ownerCustomerId, ownerToken, recordCartActivity } from "./open-cart.ts";
import { notice, refreshCart } from "./refresh-cart.ts";
import { cartDb } from "./cart-db.ts";

export type UpdateCartItemQuantityInput = CartOwner & { key: string; quantity: number };

/** Sets a line's quantity (the cart page's "Update cart"); 0 removes the line, as in WooCommerce. */
export async function updateCartItemQuantity(db: Kysely<Database>, input: UpdateCartItemQuantityInput, now: Date, signUp: SignUpSettings = DEFAULT_SIGN_UP_SETTINGS): Promise<CartResult> {
  if (!isValidQuantity(input.quantity, true)) return cartFailure("invalid_quantity");
  return inTransaction(db, async (trx): Promise<CartResult> => {
    const own = await lockOwnCartWithContents(trx, input);
    const line = own?.lines.find((l) => l.key === input.key);
    if (!own || !line) return cartFailure("cart_item_not_found");
    const [item] = await getPurchasableItems(trx, [line], now);
    const at = now.toISOString();
    const customerId = ownerCustomerId(input);
    const others = own.lines.filter((l) => l.key !== line.key);
    if (input.quantity === 0) {
      await deleteCartLine(cartDb(trx), own.id, line.key);
      await recordCartActivity(trx, own, now);
      const known = { lines: others, couponCodes: own.couponCodes };
      const cart = await refreshCart(trx, own.id, customerId, now, [notice("item_removed", { name: item?.name ?? `#${line.productId}` })], known, signUp);
      return { ok: true, cart, cartToken: ownerToken(input) };
    }
    if (!item || !item.purchasable) return cartFailure("product_not_purchasable", { name: item?.name ?? `#${line.productId}` }, item?.permalink);
    if (!item.inStock) return cartFailure("out_of_stock", { name: item.name }, item.permalink);
    const problem = checkLineQuantity(item, input.quantity, line.quantity);
    if (problem) return cartFailure(problem.code, problem.params, item.permalink);
    await setCartLineQuantity(cartDb(trx), own.id, line.key, input.quantity, at);
    await recordCartActivity(trx, own, now);
    const known = {
      lines: own.lines.map((l) => (l.key === line.key ? { ...l, quantity: input.quantity } : l)),
      items: new Map([[purchasableKey(item), item]]),
      couponCodes: own.couponCodes,
    };
    const cart = await refreshCart(trx, own.id, customerId, now, [notice("quantity_updated", { name: item.name, quantity: input.quantity })], known, signUp);
    return { ok: true, cart, cartToken: ownerToken(input) };
  });
}
