import type { SubscriptionsDb } from "./subscriptions-db.ts";

// The claim of a period the customer pays ahead ("Renew now", docs/decisions/029): a renewal row
// like the job's (the same unique key on subscription and period, so the job and an early renewal
// can never both claim one period), marked early and without a lease, so the job never takes its
// charge over with the scheduled key. Only the early renewal itself resumes it, with its own key.

/** The new row's id, or null when the period is claimed already. */
export async function claimEarlyPeriod(db: SubscriptionsDb, subscriptionId: number, scheduledAt: string, now: string): Promise<number | null> {
  const row = await db
    .insertInto("subscription_renewals")
    .values({ subscription_id: subscriptionId, scheduled_at: scheduledAt, status: "charging", lease_expires_at: null, early: 1, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(["subscription_id", "scheduled_at"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Gives a declined early renewal's period back to the schedule: the job renews it when it comes. */
export async function releaseEarlyClaim(db: SubscriptionsDb, renewalId: number): Promise<void> {
  await db.deleteFrom("subscription_renewals").where("id", "=", renewalId).where("early", "=", 1).execute();
}

/** Restarts an early charge left unanswered (its process died): true for the one caller that restarts it. */
export async function restartEarlyCharge(db: SubscriptionsDb, renewalId: number, updatedAt: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("subscription_renewals")
    .set({ updated_at: now })
    .where("id", "=", renewalId)
    .where("early", "=", 1)
    .where("status", "=", "charging")
    .where("updated_at", "=", updatedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Early charges left unanswered since `before` (their process died between charge and record). */
export async function listAbandonedEarlyCharges(db: SubscriptionsDb, before: string, limit: number): Promise<{ id: number; subscription_id: number; scheduled_at: string; order_id: number | null; updated_at: string }[]> {
  return db
    .selectFrom("subscription_renewals")
    .select(["id", "subscription_id", "scheduled_at", "order_id", "updated_at"])
    .where("early", "=", 1)
    .where("status", "=", "charging")
    .where("updated_at", "<=", before)
    .orderBy("updated_at")
    .limit(limit)
    .execute();
}
