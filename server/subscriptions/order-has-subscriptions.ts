import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { listSubscriptionRowsOfParent } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

/**
 * Whether placing the order made subscriptions (it is their parent order). The checkout asks when
 * a submission is replayed: its cart may be empty by then, but its payment must be asked for again
 * exactly as the first time (keeping the card for the renewals), or the gateway refuses the
 * reused idempotency key.
 */
export async function orderHasSubscriptions(db: Kysely<Database>, orderId: number): Promise<boolean> {
  return (await listSubscriptionRowsOfParent(subscriptionsDb(db), orderId)).length > 0;
}
