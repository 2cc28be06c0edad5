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
  const { min, ruleMax, stockLimit } = item.limits;
  if (quantity > MAX_LINE_QUANTITY) return { code: "invalid_quantity", params: {} };
  if (quantity < min) return { code: "quantity_below_minimum", params: { name, min } };
  if (ruleMax !== null && quantity > ruleMax) return { code: "quantity_above_maximum", params: { name, max: ruleMax } };
  if (stockLimit !== null && quantity > stockLimit) return { code: "insufficient_stock", params: { name, stock: stockLimit, in_cart: inCart } };
  return null;
}
