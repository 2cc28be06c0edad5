import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { loadSubscriptionNotes } from "./subscription-notes.repository.ts";
import { listRelatedOrders } from "./subscription-orders.repository.ts";
import { findSubscriptionRow, toSubscription, type SubscriptionRow } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";
import type { Subscription, SubscriptionNote } from "./subscriptions.ts";

// Reading one subscription, for whoever may see it: the customer it belongs to, or the merchant's
// tools. Anyone else gets null, which the edge answers with 404, the same as a subscription that
// does not exist.

async function withRelatedOrders(db: Kysely<Database>, row: SubscriptionRow): Promise<Subscription> {
  return toSubscription(row, await listRelatedOrders(subscriptionsDb(db), row.id));
}

export async function getCustomerSubscription(db: Kysely<Database>, subscriptionId: number, customerId: number): Promise<Subscription | null> {
  const row = await findSubscriptionRow(subscriptionsDb(db), subscriptionId);
  return row !== undefined && row.customer_id === customerId ? withRelatedOrders(db, row) : null;
}

/** Any subscription by id, for the merchant's tools (the CLI) and the renewal job; never for a shopper-facing page. */
export async function getSubscriptionForMerchant(db: Kysely<Database>, subscriptionId: number): Promise<Subscription | null> {
  const row = await findSubscriptionRow(subscriptionsDb(db), subscriptionId);
  return row === undefined ? null : withRelatedOrders(db, row);
}

/** The notes a customer may read. */
export async function getSubscriptionCustomerNotes(db: Kysely<Database>, subscriptionId: number): Promise<SubscriptionNote[]> {
  return loadSubscriptionNotes(subscriptionsDb(db), subscriptionId, true);
}

/** Every note, for the merchant's tools. */
export async function getSubscriptionNotes(db: Kysely<Database>, subscriptionId: number): Promise<SubscriptionNote[]> {
  return loadSubscriptionNotes(subscriptionsDb(db), subscriptionId, false);
}
