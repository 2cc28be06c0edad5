import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { listSubscriptionRowsOfCustomer, rowStatus, toSubscription } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";
import type { SubscriptionStatus } from "./subscriptions.ts";

// WooCommerce Subscriptions' limits (issue 10: "an optional 'one active subscription per customer'
// limit per product"): a customer who already holds a subscription to a product limited to one
// active subscription may not buy it again until that one has ended; one limited to one of any
// status, never again. As WooCommerce Subscriptions (WCS_Limiter), a subscription on hold still
// counts as active: its customer reactivates it instead of buying a second one.

/** A product's limit as the catalogue keeps it (catalog's ProductSubscriptionLimit: this module does not read the catalogue). */
export type SubscriptionLimitOfProduct = "active" | "any";

/** The statuses in which a subscription counts against a product's "one active subscription" limit. */
export const LIMITED_ACTIVE_STATUSES: readonly SubscriptionStatus[] = ["active", "on-hold"];

/** Of the products `limits` names, those the customer may not subscribe to again. */
export async function productsOverSubscriptionLimit(db: Kysely<Database>, customerId: number, limits: ReadonlyMap<number, SubscriptionLimitOfProduct>): Promise<number[]> {
  if (limits.size === 0) return [];
  const over = new Set<number>();
  for (const row of await listSubscriptionRowsOfCustomer(subscriptionsDb(db), customerId)) {
    const status = rowStatus(row);
    for (const line of toSubscription(row, []).lines) {
      const limit = limits.get(line.productId);
      if (limit === "any" || (limit === "active" && LIMITED_ACTIVE_STATUSES.includes(status))) over.add(line.productId);
    }
  }
  return [...over];
}
