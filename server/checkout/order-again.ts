import type { Kysely } from "kysely";
import { addItemToCart } from "../cart/add-item-to-cart.ts";
import type { Database } from "../db/schema.ts";
import { getCustomerOrder } from "../orders/get-order.ts";

// My account → "Order again" (WooCommerce's order_again): a completed order's lines go back into
// the customer's cart at today's prices, each through the cart's own add, so its stock and
// quantity rules hold. A line that can no longer be bought is left out and counted.

export type OrderAgainOutcome = { ok: true; added: number; skipped: number } | { ok: false; code: "order_not_found" | "order_not_reorderable" };

export async function orderAgain(db: Kysely<Database>, orderId: number, customerId: number, now: Date): Promise<OrderAgainOutcome> {
  const order = await getCustomerOrder(db, orderId, customerId);
  if (order === null) return { ok: false, code: "order_not_found" };
  if (order.status !== "completed") return { ok: false, code: "order_not_reorderable" };
  let added = 0;
  for (const line of order.lines) {
    const result = await addItemToCart(db, { customerId, productId: line.productId, variationId: line.variationId, quantity: line.quantity }, now);
    if (result.ok) added += 1;
  }
  return { ok: true, added, skipped: order.lines.length - added };
}
