import { createHash } from "node:crypto";
import { CART_ITEM_KEY_LENGTH } from "./cart.ts";

/**
 * WooCommerce's generate_cart_id: the same product, variation and chosen attributes always give
 * the same key (so adding again raises that line's quantity), whatever order the attributes come in.
 */
export function cartItemKey(productId: number, variationId: number | null, attributes: Readonly<Record<string, string>>): string {
  const sorted = Object.entries(attributes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = JSON.stringify([productId, variationId ?? 0, sorted]);
  return createHash("sha256").update(canonical).digest("hex").slice(0, CART_ITEM_KEY_LENGTH);
}
