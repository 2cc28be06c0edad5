import type { PaymentsDb } from "./payments-db.ts";

// All SQL of the webhook events already handled.

/** Records an event as handled; false when it was already (a second delivery). */
export async function recordWebhookEvent(db: PaymentsDb, event: { id: string; gateway: string; type: string }, at: string): Promise<boolean> {
  const rows = await db
    .insertInto("payment_webhook_events")
    .values({ event_id: event.id, gateway: event.gateway, type: event.type, received_at: at })
    .onConflict((oc) => oc.column("event_id").doNothing())
    .returning("event_id")
    .execute();
  return rows.length > 0;
}
