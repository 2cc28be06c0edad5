import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { listRelatedOrders } from "./subscription-orders.repository.ts";
import { lockSubscriptionRow, requireTransaction, toSubscription } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";
import type { Subscription } from "./subscriptions.ts";

/**
 * The customer's subscription, its row locked for the rest of the transaction, so a change the
 * customer makes (a switch) and the renewal job or a second submission take turns. Another
 * customer's subscription is null, as one that does not exist.
 */
export async function lockCustomerSubscription(trx: Kysely<Database>, subscriptionId: number, customerId: number): Promise<Subscription | null> {
  const own = subscriptionsDb(trx);
  requireTransaction(own);
  const row = await lockSubscriptionRow(own, subscriptionId);
  if (row === undefined || row.customer_id !== customerId) return null;
  return toSubscription(row, await listRelatedOrders(own, row.id));
}
