import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { getOrderPaymentState } from "../orders/get-order-payment-state.ts";
import { leaseUntil, pendingChargeOf, type PendingCharge, type RenewalOptions } from "./renewal-charge.ts";
import { claimRetry, dropRetry, takeOverLease, type RenewalRow } from "./renewal.repository.ts";
import { insertSubscriptionNote } from "./subscription-notes.repository.ts";
import { findSubscriptionRow, rowStatus } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// Charges a renewal again, once per worker that wins the conditional update:
// - taking over a charge whose worker's lease ran out (it died between charge and record): the
//   same attempt, so the same idempotency key, and the processor answers as it did the first time;
// - starting a due retry of a failed charge: the next attempt, with its own key. Only while the
//   renewal order still stands failed and the subscription on hold for it: an order the customer
//   paid (or is paying) through checkout, or a subscription cancelled meanwhile, retries no more.
// Neither locks the subscription: the renewal row's conditional update is the claim, and recording
// takes its locks order → renewal → subscription (record-renewal-charge.ts), which a lock taken
// here first could deadlock with.

export async function takeOverRenewalCharge(db: Kysely<Database>, renewal: RenewalRow, now: Date, options: RenewalOptions): Promise<PendingCharge | null> {
  return db.transaction().execute(async (trx) => {
    const own = subscriptionsDb(trx);
    const row = await findSubscriptionRow(own, renewal.subscription_id);
    const order = renewal.order_id === null ? null : await getOrderPaymentState(trx, renewal.order_id);
    if (row === undefined || order === null || renewal.order_id === null) return null;
    if (!(await takeOverLease(own, renewal, leaseUntil(now, options), now.toISOString()))) return null;
    return pendingChargeOf(row, { id: renewal.id, scheduledAt: renewal.scheduled_at, attempts: renewal.attempts, orderId: renewal.order_id, amount: order.total, currency: order.currency });
  });
}

export async function startRenewalRetry(db: Kysely<Database>, renewal: RenewalRow, now: Date, options: RenewalOptions): Promise<PendingCharge | null> {
  return db.transaction().execute(async (trx) => {
    const own = subscriptionsDb(trx);
    const at = now.toISOString();
    const row = await findSubscriptionRow(own, renewal.subscription_id);
    const order = renewal.order_id === null ? null : await getOrderPaymentState(trx, renewal.order_id);
    if (row === undefined || order === null || renewal.order_id === null) return null;
    if (order.status !== "failed" || rowStatus(row) !== "on-hold") {
      await dropRetry(own, renewal.id, at);
      await insertSubscriptionNote(own, row.id, { code: "renewal_retry_dropped", params: { order: renewal.order_id, order_status: order.status, status: rowStatus(row) }, forCustomer: false }, at);
      return null;
    }
    if (!(await claimRetry(own, renewal, leaseUntil(now, options), at))) return null;
    return pendingChargeOf(row, { id: renewal.id, scheduledAt: renewal.scheduled_at, attempts: renewal.attempts + 1, orderId: renewal.order_id, amount: order.total, currency: order.currency });
  });
}
