import { sql } from "kysely";
import type { SubscriptionsDb } from "./subscriptions-db.ts";

// The renewal reminder's query: active subscriptions renewed automatically whose next payment
// falls within the lead time and whose reminder for that payment is not queued yet.

export interface ReminderCandidate {
  id: number;
  nextPayment: string;
  /** The last payment or, before any, the start: a period shorter than the lead time gets no reminder. */
  periodStart: string;
}

/** Read by id from `afterId` on, so a caller can page through those it passes over. */
export async function listSubscriptionsToRemind(db: SubscriptionsDb, window: { after: string; until: string }, afterId: number, limit: number): Promise<ReminderCandidate[]> {
  const rows = await db
    .selectFrom("subscriptions as s")
    .leftJoin("subscription_mail_outbox as m", (join) =>
      join
        .onRef("m.subscription_id", "=", "s.id")
        .on("m.kind", "=", "customer_notification_auto_renewal")
        .on((eb) => eb("m.occasion", "=", eb.ref("s.next_payment_at"))),
    )
    .select(["s.id", "s.next_payment_at", "s.last_payment_at", "s.start_at"])
    .where("s.status", "=", "active")
    .where("s.manual_renewal", "=", 0)
    .where("s.next_payment_at", ">", window.after)
    .where("s.next_payment_at", "<=", window.until)
    .where(sql<boolean>`m.subscription_id is null`)
    .where("s.id", ">", afterId)
    .orderBy("s.id")
    .limit(limit)
    .execute();
  return rows.flatMap((row) => (row.next_payment_at === null ? [] : [{ id: row.id, nextPayment: row.next_payment_at, periodStart: row.last_payment_at ?? row.start_at }]));
}
