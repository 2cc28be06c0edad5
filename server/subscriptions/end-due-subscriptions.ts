import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { moveSubscriptionStatus } from "./move-subscription-status.ts";
import { listEndedSubscriptionIds, lockSubscriptionRow, rowStatus } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// A subscription's end (issue 10, "expiry at the end of the length"), as WooCommerce Subscriptions
// ends it: one with a length expires when its last period is over; one the customer cancelled
// (pending cancellation, paid up to its end) is cancelled then. Each moves in its own transaction
// under its lock, so a second worker, or a customer's reactivation at the same moment, cannot both act.

/** Subscriptions looked at per batch; a run goes on until none is left. */
export const ENDS_PER_BATCH = 200;

export async function endDueSubscriptions(db: Kysely<Database>, now: Date): Promise<{ expired: number; cancelled: number }> {
  const at = now.toISOString();
  let expired = 0;
  let cancelled = 0;
  for (;;) {
    const ids = await listEndedSubscriptionIds(subscriptionsDb(db), at, ENDS_PER_BATCH);
    let moved = 0;
    for (const id of ids) {
      const to = await db.transaction().execute(async (trx) => {
        const row = await lockSubscriptionRow(subscriptionsDb(trx), id);
        if (row === undefined || row.end_at === null || row.end_at > at) return null;
        const target = rowStatus(row) === "pending-cancel" ? ("cancelled" as const) : ("expired" as const);
        const reason = target === "cancelled" ? "pending_cancellation_ended" : "subscription_ended";
        const move = await moveSubscriptionStatus(trx, id, { to: target, from: ["active", "on-hold", "pending-cancel"], reason, forCustomer: true, values: { next_payment_at: null } }, now);
        return move.moved ? target : null;
      });
      if (to === "expired") expired += 1;
      if (to === "cancelled") cancelled += 1;
      if (to !== null) moved += 1;
    }
    // A batch that moved nothing would be read again as it is: stop rather than loop.
    if (ids.length < ENDS_PER_BATCH || moved === 0) return { expired, cancelled };
  }
}
