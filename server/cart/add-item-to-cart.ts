import type { Kysely } from "kysely";
import { getPurchasableItem } from "../catalog/get-purchasable-item.ts";
import { inTransaction } from "../db/in-transaction.ts";
import type { Database } from "../db/schema.ts";
import { DEFAULT_SIGN_UP_SETTINGS, type SignUpSettings } from "../subscriptions/sign-up-settings.ts";
import type { CartOwner, CartResult } from "./cart.ts";
import { cartFailure } from "./cart-failure.ts";
import { cartItemKey } from "./cart-item-key.ts";
import { insertCartLine, setCartLineQuantity } from "./cart.repository.ts";
import { checkLineQuantity, isValidQuantity } from "./check-line-quantity.ts";
import { productOverSubscriptionLimit } from "./check-subscription-limit.ts";
import { createOwnCart, lockOwnCartWithContents, ownerCustomerId, ownerToken, recordCartActivity } from "./open-cart.ts";
import { notice, refreshCart } from "./refresh-cart.ts";
import { cartDb } from "./cart-db.ts";

export type AddItemToCartInput = CartOwner & {
  productId: number;
  /** Optional: without it the variation is matched from `attributes`. */
  variationId?: number | null;
  quantity: number;
  /** Chosen options keyed `attribute_pa_color` or `pa_color`. */
  attributes?: Readonly<Record<string, string>>;
};

/**
 * Adds an item (WooCommerce's add_to_cart): the price is the catalogue's, the same product,
 * variation and options raise the existing line's quantity, and any failure leaves the cart as it
 * was. The first add of a guest creates the cart and returns its new token.
 */
export async function addItemToCart(db: Kysely<Database>, input: AddItemToCartInput, now: Date, signUp: SignUpSettings = DEFAULT_SIGN_UP_SETTINGS): Promise<CartResult> {
  if (!isValidQuantity(input.quantity, false)) return cartFailure("invalid_quantity");
  return inTransaction(db, async (trx): Promise<CartResult> => {
    const own = await lockOwnCartWithContents(trx, input);
    const lines = own?.lines ?? [];
    // The cart's other lines are read with the item, for the refresh at the end.
    const choice = await getPurchasableItem(trx, { productId: input.productId, variationId: input.variationId ?? null, attributes: input.attributes ?? {} }, now, lines);
    if (!choice.ok) {
      if (choice.reason === "product_not_found") return cartFailure("product_not_found");
      const code = choice.reason === "choice_incomplete" ? "variation_required" : "variation_not_found";
      return cartFailure(code, { name: choice.item.name }, choice.item.permalink);
    }
    const { item, attributes } = choice;
    const name = item.name;
    if (!item.purchasable) return cartFailure("product_not_purchasable", { name }, item.permalink);
    if (!item.inStock) return cartFailure("out_of_stock", { name }, item.permalink);
    const customerId = ownerCustomerId(input);
    if (item.subscription !== null && customerId !== null && (await productOverSubscriptionLimit(trx, customerId, [item.productId])) !== null) {
      // No product_url: the shopper is on the product already, and the words say all (a toast).
      return cartFailure("subscription_limit_reached", { name });
    }

    const key = cartItemKey(item.productId, item.variationId, attributes);
    const inCart = lines.find((l) => l.key === key)?.quantity ?? 0;
    // Sold individually: the form's quantity is ignored and a second add is refused.
    if (item.soldIndividually && inCart > 0) return cartFailure("already_in_cart", { name }, item.permalink);
    const quantity = (item.soldIndividually ? 1 : input.quantity) + inCart;
    const problem = checkLineQuantity(item, quantity, inCart);
    if (problem) return cartFailure(problem.code, problem.params, item.permalink);

    const created = own === null ? await createOwnCart(trx, input, now) : null;
    const cartId = created?.cartId ?? own?.id;
    if (cartId === undefined) throw new Error("No cart after creating one");
    const at = now.toISOString();
    const line = { key, productId: item.productId, variationId: item.variationId, quantity, attributes };
    if (inCart > 0) await setCartLineQuantity(cartDb(trx), cartId, key, quantity, at);
    else await insertCartLine(cartDb(trx), cartId, line, at);
    if (own) await recordCartActivity(trx, own, now);
    // What this add read and wrote is passed on, so the refresh reads only the rest.
    const known = {
      lines: inCart > 0 ? lines.map((l) => (l.key === key ? line : l)) : [...lines, line],
      items: choice.read,
      // A new cart holds no coupons yet.
      couponCodes: own?.couponCodes ?? [],
    };
    const cart = await refreshCart(trx, cartId, ownerCustomerId(input), now, [notice("item_added", { name, quantity: quantity - inCart })], known, signUp);
    return { ok: true, cart, cartToken: created?.cartToken ?? ownerToken(input) };
  });
}
