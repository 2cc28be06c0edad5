import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { GUEST_CART_LIFETIME_SECONDS } from "./cart.ts";
import { deleteIdleGuestCarts } from "./cart.repository.ts";
import { CART_ACTIVITY_RESOLUTION_MS } from "./open-cart.ts";
import { cartDb } from "./cart-db.ts";

/** Guest carts are deleted this many at a time, each batch its own short statement. */
export const GUEST_CART_PURGE_BATCH = 1000;

/**
 * Housekeeping for a scheduled job: deletes guest carts nobody can reach any more. A guest's cart
 * cookie lives GUEST_CART_LIFETIME_SECONDS from the last answer that sent it, and every cart use
 * (reads included) records activity in updated_at to the hour; so a cart idle for the lifetime
 * plus that hour has no cookie left pointing at it. Customers' carts stay: they follow the account.
 */
export async function purgeAbandonedGuestCarts(db: Kysely<Database>, now: Date, batchSize = GUEST_CART_PURGE_BATCH): Promise<{ deleted: number }> {
  const idleSince = new Date(now.getTime() - GUEST_CART_LIFETIME_SECONDS * 1000 - CART_ACTIVITY_RESOLUTION_MS).toISOString();
  let deleted = 0;
  for (;;) {
    const batch = await deleteIdleGuestCarts(cartDb(db), idleSince, batchSize);
    deleted += batch;
    if (batch < batchSize) return { deleted };
  }
}
