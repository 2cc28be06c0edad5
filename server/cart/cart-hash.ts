import { createHash } from "node:crypto";
import { CART_HASH_LENGTH, type CartView } from "./cart.ts";

/**
 * WooCommerce's cart hash: a digest of what the cart holds and costs, so the storefront can tell a
 * stored mini-cart is stale by comparing it with the cookie. "" for an empty cart.
 */
export function cartHash(cart: Pick<CartView, "lines" | "coupons" | "totals">): string {
  if (cart.lines.length === 0) return "";
  const content = {
    lines: cart.lines.map((l) => [l.key, l.quantity, l.unitPrice, l.total]),
    coupons: cart.coupons.map((c) => [c.code, c.discount]),
    totals: cart.totals,
  };
  return createHash("sha256").update(JSON.stringify(content)).digest("hex").slice(0, CART_HASH_LENGTH);
}
