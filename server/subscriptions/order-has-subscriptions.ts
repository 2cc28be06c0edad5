import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { listSubscriptionRowsOfParent } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

/**
 * Whether placing the order made subscriptions (it is their parent order), so paying it keeps the
 * card for the renewals. The checkout asks when a submission is replayed (its cart may be empty by
 * then, but its payment must be asked for exactly as the first time, or the gateway refuses the
 * reused idempotency key) and when an unpaid parent order is paid later (pay-for-order).
 */
export async function orderHasSubscriptions(db: Kysely<Database>, orderId: number): Promise<boolean> {
  return (await listSubscriptionRowsOfParent(subscriptionsDb(db), orderId)).length > 0;
}
