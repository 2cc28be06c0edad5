import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { createRenewalOrder } from "../orders/create-renewal-order.ts";
import { availableCustomerActions } from "./available-customer-actions.ts";
import { claimEarlyPeriod, restartEarlyCharge } from "./early-renewal.repository.ts";
import { pendingChargeOf, RENEWAL_CHARGE_LEASE_MS, type PendingCharge } from "./renewal-charge.ts";
import { findRenewalOfPeriod, setRenewalOrder } from "./renewal.repository.ts";
import { lockActorSubscription, refused, type SubscriptionActionResult, type SubscriptionActor } from "./subscription-action.ts";
import { insertSubscriptionNote } from "./subscription-notes.repository.ts";
import { linkOrder } from "./subscription-orders.repository.ts";
import { rowStatus, toSubscription, type SubscriptionRow } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";
import { renewalOrderOfSubscription } from "./renewal-order-of-subscription.ts";

// The first half of "Renew now" (early renewal, issue 10), in one transaction under the
// subscription's lock: check it may renew early, claim the period its next payment would pay
// (the same unique key the renewal job claims it by), and make the renewal order from the frozen
// lines and totals, as the job does (createRenewalOrder). Committed before anything is charged.

export interface EarlyRenewalRequest {
  subscriptionId: number;
  actor: SubscriptionActor;
  /** The next payment the customer's page showed: the period they mean to pay. Absent for the merchant. */
  seenNextPayment?: string;
}

/** The charge's idempotency key: the subscription and the period paid ahead, apart from the job's keys of that period. */
export function earlyRenewalKey(subscriptionId: number, scheduledAt: string): string {
  return `early-renewal:${subscriptionId}:${scheduledAt}`;
}

export type EarlyClaim = { kind: "charge"; pending: PendingCharge } | { kind: "already_paid" } | { kind: "refused"; result: SubscriptionActionResult };

/** Thrown to roll back the claim and the half-made order when stock is short. */
export class EarlyRenewalOutOfStock extends Error {}

export function earlyChargeOf(row: SubscriptionRow, renewal: { id: number; scheduledAt: string; orderId: number }): PendingCharge {
  const pending = pendingChargeOf(row, { ...renewal, attempts: 0, amount: row.total, currency: row.currency });
  return { ...pending, charge: { ...pending.charge, idempotencyKey: earlyRenewalKey(row.id, renewal.scheduledAt) } };
}

export async function claimEarlyRenewal(trx: Kysely<Database>, request: EarlyRenewalRequest, now: Date): Promise<EarlyClaim> {
  const own = subscriptionsDb(trx);
  const at = now.toISOString();
  const row = await lockActorSubscription(trx, request.subscriptionId, request.actor);
  if (row === undefined) return { kind: "refused", result: refused("subscription_not_found") };
  const status = rowStatus(row);
  const seen = request.seenNextPayment;
  if (seen !== undefined && seen !== row.next_payment_at) {
    // The same form sent again after its renewal went through: the period it meant is paid, once.
    const earlier = await findRenewalOfPeriod(own, row.id, seen);
    if (earlier?.early === 1 && earlier.status === "paid") return { kind: "already_paid" };
    return { kind: "refused", result: refused("subscription_changed", status) };
  }
  if (!availableCustomerActions(toSubscription(row, []), now).renewNow || row.next_payment_at === null) return { kind: "refused", result: refused("subscription_action_not_allowed", status) };
  const scheduledAt = row.next_payment_at;

  const claimed = await findRenewalOfPeriod(own, row.id, scheduledAt);
  if (claimed !== undefined) {
    // An early charge whose process died before recording the answer is charged again with the
    // same key (the processor answers as the first time); one still young may be under way.
    const abandoned = claimed.early === 1 && claimed.status === "charging" && claimed.order_id !== null && Date.parse(claimed.updated_at) + RENEWAL_CHARGE_LEASE_MS <= now.getTime();
    if (abandoned && claimed.order_id !== null && (await restartEarlyCharge(own, claimed.id, claimed.updated_at, at))) {
      return { kind: "charge", pending: earlyChargeOf(row, { id: claimed.id, scheduledAt, orderId: claimed.order_id }) };
    }
    const inProgress = claimed.early === 1 && claimed.status === "charging";
    return { kind: "refused", result: refused(inProgress ? "early_renewal_in_progress" : "subscription_changed", status) };
  }
  const renewalId = await claimEarlyPeriod(own, row.id, scheduledAt, at);
  if (renewalId === null) return { kind: "refused", result: refused("early_renewal_in_progress", status) };

  const order = await createRenewalOrder(trx, await renewalOrderOfSubscription(trx, row, earlyRenewalKey(row.id, scheduledAt), "early_renewal_order_of_subscription"), now);
  if (!order.ok) throw new EarlyRenewalOutOfStock(order.params.name);
  await setRenewalOrder(own, renewalId, order.orderId);
  await linkOrder(own, row.id, order.orderId, "renewal", at);
  await insertSubscriptionNote(own, row.id, { code: "early_renewal_order_created", params: { order: order.orderId, scheduled: scheduledAt }, forCustomer: false }, at);
  return { kind: "charge", pending: earlyChargeOf(row, { id: renewalId, scheduledAt, orderId: order.orderId }) };
}
