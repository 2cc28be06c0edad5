import type { PurchasableItem } from "../catalog/get-purchasable-item.ts";
import { MAX_LINE_QUANTITY, type CartErrorCode, type MessageParams } from "./cart.ts";

export type QuantityProblem = { code: CartErrorCode; params: MessageParams } | null;

/** Whether a whole number is a quantity a line can hold at all (before any item rule). */
export function isValidQuantity(quantity: number, allowZero: boolean): boolean {
  return Number.isSafeInteger(quantity) && quantity >= (allowZero ? 0 : 1) && quantity <= MAX_LINE_QUANTITY;
}

/**
 * Checks the quantity a line would hold after a change, against the item's minimum, maximum,
 * sold-individually rule and managed stock (backorders "no"), in WooCommerce's order.
 * `inCart` is what the line held before, for the stock message.
 */
export function checkLineQuantity(item: PurchasableItem, quantity: number, inCart: number): QuantityProblem {
  const name = item.name;
  if (quantity > MAX_LINE_QUANTITY) return { code: "invalid_quantity", params: {} };
  if (item.soldIndividually && quantity > 1) return { code: "quantity_above_maximum", params: { name, max: 1 } };
  if (quantity < item.minQuantity) return { code: "quantity_below_minimum", params: { name, min: item.minQuantity } };
  if (item.maxQuantity !== null && quantity > item.maxQuantity) return { code: "quantity_above_maximum", params: { name, max: item.maxQuantity } };
  if (item.stockLimit !== null && quantity > item.stockLimit) return { code: "insufficient_stock", params: { name, stock: item.stockLimit, in_cart: inCart } };
  return null;
}
