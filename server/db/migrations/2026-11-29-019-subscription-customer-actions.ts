import type { Kysely } from "kysely";

// Frozen in time: this file must never import application code. The customer's actions on a
// subscription (issue 10, docs/decisions/029):
// - subscriptions.end_before_cancel: the end a subscription had before the customer cancelled it
//   (null for one that ran until cancelled). Cancelling moves the end to the last paid day;
//   reactivating puts this one back, as WooCommerce Subscriptions keeps `end_pre_cancellation`.
// - subscription_renewals.early: 1 for a period the customer paid ahead with "Renew now". Such a
//   charge uses its own idempotency key (early-renewal:…), so the renewal job, which knows only
//   the scheduled keys, must never take it over; a declined one frees its period again.
// - subscriptions.resubscribe_requested_at: the customer asked to resubscribe to this cancelled or
//   expired subscription (its lines went into their cart); the next subscription their checkout
//   makes of those products is linked to it as its resubscribe, and this is cleared.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("subscriptions").addColumn("end_before_cancel", "text").execute();
  await db.schema.alterTable("subscriptions").addColumn("resubscribe_requested_at", "text").execute();
  await db.schema.alterTable("subscription_renewals").addColumn("early", "integer", (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("subscription_renewals").dropColumn("early").execute();
  await db.schema.alterTable("subscriptions").dropColumn("resubscribe_requested_at").execute();
  await db.schema.alterTable("subscriptions").dropColumn("end_before_cancel").execute();
}
