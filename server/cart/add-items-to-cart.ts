import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { DEFAULT_SIGN_UP_SETTINGS, type SignUpSettings } from "../subscriptions/sign-up-settings.ts";
import type { CartFailure, CartOwner, CartView } from "./cart.ts";
import { addItemToCart, type AddItemToCartInput } from "./add-item-to-cart.ts";

export type MultiAddLine = Omit<AddItemToCartInput, "cartToken" | "customerId">;

/** Per line: added, or refused with the cart's own failure (code, params, productUrl). */
export type MultiAddLineResult = { productId: number; ok: true } | ({ productId: number } & CartFailure);

export type MultiAddResult = { lines: MultiAddLineResult[]; cart: CartView | null; cartToken: string | null };

/**
 * Adds several lines (the product table's "Add Selected To Cart"): each goes through addItemToCart,
 * so each is checked and priced exactly as a single add; a refused line leaves the others added.
 * A guest's first accepted line creates the cart, and its token carries on to the next lines.
 */
export async function addItemsToCart(db: Kysely<Database>, owner: CartOwner, lines: readonly MultiAddLine[], now: Date, signUp: SignUpSettings = DEFAULT_SIGN_UP_SETTINGS): Promise<MultiAddResult> {
  let current: CartOwner = owner;
  let cart: CartView | null = null;
  let cartToken: string | null = "cartToken" in owner ? owner.cartToken : null;
  const results: MultiAddLineResult[] = [];
  for (const line of lines) {
    const result = await addItemToCart(db, { ...line, ...current }, now, signUp);
    if (result.ok) {
      cart = result.cart;
      cartToken = result.cartToken;
      if ("cartToken" in current) current = { cartToken: result.cartToken };
      results.push({ productId: line.productId, ok: true });
    } else {
      results.push({ productId: line.productId, ...result });
    }
  }
  return { lines: results, cart, cartToken };
}
