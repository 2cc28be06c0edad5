import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { moveSubscriptionStatus } from "./move-subscription-status.ts";
import { isStale, lockActorSubscription, refused, type SubscriptionActionResult, type SubscriptionActor } from "./subscription-action.ts";
import { rowStatus } from "./subscription.repository.ts";
import type { SubscriptionStatus } from "./subscriptions.ts";

// "Reactivate" (issue 10) a subscription pending cancellation, before its end: it is active again,
// its next payment is the end it was paid until, and its end is the one it had before the
// cancellation (WooCommerce Subscriptions' `end_pre_cancellation`). At or after that end the job
// has cancelled it, or is about to: too late.

export interface ReactivateSubscription {
  subscriptionId: number;
  actor: SubscriptionActor;
  seenStatus?: SubscriptionStatus;
}

export async function reactivateSubscription(db: Kysely<Database>, request: ReactivateSubscription, now: Date): Promise<SubscriptionActionResult> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<SubscriptionActionResult> => {
    const row = await lockActorSubscription(trx, request.subscriptionId, request.actor);
    if (row === undefined) return refused("subscription_not_found");
    const status = rowStatus(row);
    if (isStale(row, request.seenStatus)) return refused("subscription_changed", status);
    if (status !== "pending-cancel" || row.end_at === null || row.end_at <= at) return refused("subscription_action_not_allowed", status);
    const reason = request.actor.kind === "customer" ? "reactivated_by_customer" : "reactivated_by_merchant";
    const values = { next_payment_at: row.end_at, end_at: row.end_before_cancel, end_before_cancel: null, cancelled_at: null };
    await moveSubscriptionStatus(trx, row.id, { to: "active", from: ["pending-cancel"], reason, values, forCustomer: true }, now);
    return { ok: true };
  });
}
