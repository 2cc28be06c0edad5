import type { Kysely } from "kysely";
import { getSubscriptionLimits } from "../catalog/get-subscription-limits.ts";
import type { Database } from "../db/schema.ts";
import { productsOverSubscriptionLimit } from "../subscriptions/products-over-subscription-limit.ts";

// A subscription product's "Limit subscription" (issue 10, WooCommerce Subscriptions): the
// catalogue says which products limit, the subscription record whether this customer already holds
// one that counts. Asked by the cart when a signed-in customer adds a subscription and by the
// checkout before it places an order (a guest who logs in at checkout brings a cart filled while
// nobody knew who they were).

/** The first of `productIds` the customer may not subscribe to again, or null. */
export async function productOverSubscriptionLimit(db: Kysely<Database>, customerId: number, productIds: readonly number[]): Promise<number | null> {
  const limits = await getSubscriptionLimits(db, productIds);
  if (limits.size === 0) return null;
  const over = new Set(await productsOverSubscriptionLimit(db, customerId, limits));
  return productIds.find((id) => over.has(id)) ?? null;
}
