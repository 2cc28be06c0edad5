import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { moveSubscriptionStatus } from "./move-subscription-status.ts";
import { isStale, lockActorSubscription, refused, type SubscriptionActionResult, type SubscriptionActor } from "./subscription-action.ts";
import { rowStatus } from "./subscription.repository.ts";
import type { SubscriptionStatus } from "./subscriptions.ts";

// "Cancel" (issue 10), as WooCommerce Subscriptions' WC_Subscription::cancel_order does it:
// - an active subscription with a payment ahead has paid until then: it waits in pending
//   cancellation, ending at that date (the end it had before is kept, for a reactivation), and the
//   renewal job cancels it at its end (end-due-subscriptions.ts) without renewing it;
// - one with nothing paid ahead (no next payment, or on hold for a payment it did not get) is
//   cancelled at once.
// The merchant cancels through the same use case (`shop subscriptions cancel`), and may also end
// a pending cancellation at once.

export const CANCELLABLE: readonly SubscriptionStatus[] = ["active", "on-hold"];

export interface CancelSubscription {
  subscriptionId: number;
  actor: SubscriptionActor;
  /** The status the customer's page showed (see isStale); absent for the merchant. */
  seenStatus?: SubscriptionStatus;
}

export async function cancelSubscription(db: Kysely<Database>, request: CancelSubscription, now: Date): Promise<SubscriptionActionResult> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<SubscriptionActionResult> => {
    const row = await lockActorSubscription(trx, request.subscriptionId, request.actor);
    if (row === undefined) return refused("subscription_not_found");
    const status = rowStatus(row);
    if (isStale(row, request.seenStatus)) return refused("subscription_changed", status);
    // The merchant may also end a pending cancellation now (WooCommerce's admin "Cancel" does).
    const merchantEndsNow = request.actor.kind === "merchant" && status === "pending-cancel";
    if (!CANCELLABLE.includes(status) && !merchantEndsNow) return refused("subscription_action_not_allowed", status);
    const reason = request.actor.kind === "customer" ? "cancelled_by_customer" : "cancelled_by_merchant";
    const paidUntil = row.next_payment_at;
    if (status === "active" && paidUntil !== null && paidUntil > at) {
      const values = { end_at: paidUntil, end_before_cancel: row.end_at, next_payment_at: null, cancelled_at: at };
      await moveSubscriptionStatus(trx, row.id, { to: "pending-cancel", from: ["active"], reason, values, forCustomer: true }, now);
    } else {
      const end = row.end_at === null || row.end_at > at ? at : row.end_at;
      await moveSubscriptionStatus(trx, row.id, { to: "cancelled", from: [status], reason, values: { end_at: end, next_payment_at: null, cancelled_at: at }, forCustomer: true }, now);
    }
    return { ok: true };
  });
}
