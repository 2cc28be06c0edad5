import type { SubscriptionsDb } from "./subscriptions-db.ts";
import type { SubscriptionNote } from "./subscriptions.ts";

// A subscription's notes: a message code and its parameters (the catalogue words them for whoever
// reads them), as order notes are.

export async function insertSubscriptionNote(db: SubscriptionsDb, subscriptionId: number, note: Omit<SubscriptionNote, "createdAt">, now: string): Promise<void> {
  await db
    .insertInto("subscription_notes")
    .values({ subscription_id: subscriptionId, code: note.code, params: JSON.stringify(note.params), for_customer: note.forCustomer ? 1 : 0, created_at: now })
    .execute();
}

export async function loadSubscriptionNotes(db: SubscriptionsDb, subscriptionId: number, onlyForCustomer: boolean): Promise<SubscriptionNote[]> {
  let query = db.selectFrom("subscription_notes").selectAll().where("subscription_id", "=", subscriptionId);
  if (onlyForCustomer) query = query.where("for_customer", "=", 1);
  const rows = await query.orderBy("id").execute();
  return rows.map((n) => ({ code: n.code, params: JSON.parse(n.params) as SubscriptionNote["params"], forCustomer: n.for_customer === 1, createdAt: n.created_at }));
}
