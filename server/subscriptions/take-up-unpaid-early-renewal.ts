import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { getOrderPaymentState } from "../orders/get-order-payment-state.ts";
import { moveSubscriptionStatus } from "./move-subscription-status.ts";
import { releaseManualClaim, renewalStatus, type RenewalRow } from "./renewal.repository.ts";
import { insertSubscriptionNote } from "./subscription-notes.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// The renewal job meets a period already claimed while the subscription is still active (inside
// claim-due-renewal.ts's transaction, under the subscription's lock). When the claim is an early
// renewal through checkout the customer has not paid (start-early-renewal-checkout.ts), its date
// has now come, so it is simply the period's renewal order paid by hand: the subscription waits on
// hold for it, as after any manual renewal. If the customer cancelled that order, the claim is
// given back and the job renews the period as usual (a new renewal order), in the same transaction.

export type UnpaidEarlyRenewal = { kind: "awaiting"; orderId: number } | { kind: "released" } | { kind: "not_early" };

/** Needs a transaction, holding the subscription's lock. */
export async function takeUpUnpaidEarlyRenewal(trx: Kysely<Database>, subscriptionId: number, claimed: RenewalRow, now: Date): Promise<UnpaidEarlyRenewal> {
  if (renewalStatus(claimed) !== "manual" || claimed.order_id === null) return { kind: "not_early" };
  const own = subscriptionsDb(trx);
  const order = await getOrderPaymentState(trx, claimed.order_id);
  if (order?.status === "cancelled") {
    return (await releaseManualClaim(own, claimed.id)) ? { kind: "released" } : { kind: "not_early" };
  }
  await insertSubscriptionNote(own, subscriptionId, { code: "early_renewal_order_now_due", params: { order: claimed.order_id }, forCustomer: false }, now.toISOString());
  const moved = await moveSubscriptionStatus(trx, subscriptionId, { to: "on-hold", from: ["active"], reason: "awaiting_renewal_payment", forCustomer: true }, now);
  return moved.moved ? { kind: "awaiting", orderId: claimed.order_id } : { kind: "not_early" };
}
