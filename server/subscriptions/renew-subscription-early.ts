import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { cancelOrder } from "../orders/cancel-order.ts";
import { recordPayment } from "../orders/record-payment.ts";
import { applyRenewalPayment } from "./apply-renewal-payment.ts";
import { claimEarlyRenewal, earlyRenewalKey, EarlyRenewalOutOfStock, type EarlyRenewalRequest } from "./claim-early-renewal.ts";
import { releaseEarlyClaim } from "./early-renewal.repository.ts";
import type { PendingCharge } from "./renewal-charge.ts";
import type { RenewalChargeResult, RenewalPayments } from "./renewal-payments.ts";
import { settleCharge } from "./renewal.repository.ts";
import { refused, type SubscriptionActionResult } from "./subscription-action.ts";
import { insertSubscriptionNote } from "./subscription-notes.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// "Renew now" (early renewal, issue 10) for a subscription renewed automatically: a renewal order
// for the period its next payment would pay, charged to the saved card off-session now, exactly
// once however often the form is sent (the period's claim, and the charge's key derived from the
// subscription and that period). Paid, the next payment moves one period on, as the job's renewal
// moves it (applyRenewalPayment; WCS_Early_Renewal_Manager). Declined, the subscription is left as
// it was: the period goes back to the schedule, and the failed order is cancelled so it cannot be
// paid for nothing. As WooCommerce Subscriptions, a manual renewal renews early through checkout.

export interface EarlyRenewalOptions {
  timeZone: string;
}

export type EarlyRenewalResult = SubscriptionActionResult & { orderId?: number };

export async function renewSubscriptionEarly(db: Kysely<Database>, payments: RenewalPayments, request: EarlyRenewalRequest, now: Date, options: EarlyRenewalOptions): Promise<EarlyRenewalResult> {
  let claim;
  try {
    claim = await db.transaction().execute((trx) => claimEarlyRenewal(trx, request, now));
  } catch (error) {
    if (error instanceof EarlyRenewalOutOfStock) return refused("early_renewal_out_of_stock");
    throw error;
  }
  if (claim.kind === "already_paid") return { ok: true };
  if (claim.kind === "refused") return claim.result;
  return chargeEarlyRenewal(db, payments, claim.pending, now, options);
}

/**
 * Charges a claimed early renewal and records the answer. Outside any transaction: a row lock must
 * never wait on the network. If the charge throws, the answer is unknown and the claim stays
 * charging: after the lease time the next "Renew now" of the period, or the renewal job
 * (resume-early-renewals.ts), charges again with the same key and gets the processor's first answer.
 */
export async function chargeEarlyRenewal(db: Kysely<Database>, payments: RenewalPayments, pending: PendingCharge, now: Date, options: EarlyRenewalOptions): Promise<EarlyRenewalResult> {
  const result = await payments.chargeSaved(pending.charge);
  const recorded = await recordEarlyCharge(db, pending, result, now, options);
  if (recorded.ok || result.kind === "paid") return { ...recorded, orderId: pending.orderId };
  await cancelOrder(db, pending.orderId, { by: "merchant" }, now);
  return { ...recorded, orderId: pending.orderId };
}

async function recordEarlyCharge(db: Kysely<Database>, pending: PendingCharge, result: RenewalChargeResult, now: Date, options: EarlyRenewalOptions): Promise<SubscriptionActionResult> {
  return db.transaction().execute(async (trx): Promise<SubscriptionActionResult> => {
    const own = subscriptionsDb(trx);
    const at = now.toISOString();
    const key = earlyRenewalKey(pending.subscriptionId, pending.scheduledAt);
    await recordPayment(trx, pending.orderId, key, result, now);
    const answer = result.kind === "paid" ? { status: "paid" as const, transactionId: result.transactionId } : { status: "failed" as const, failureCode: result.code, retryAt: null };
    // Only the first answer is recorded: a second caller that charged the same key got the same answer.
    const first = await settleCharge(own, pending.renewalId, 0, answer, at);
    if (result.kind === "paid") {
      if (first) {
        await applyRenewalPayment(trx, { subscriptionId: pending.subscriptionId, scheduledAt: pending.scheduledAt, orderId: pending.orderId, timeZone: options.timeZone }, now);
        await insertSubscriptionNote(own, pending.subscriptionId, { code: "early_renewal_paid", params: { order: pending.orderId }, forCustomer: true }, at);
      }
      return { ok: true };
    }
    if (first) {
      await releaseEarlyClaim(own, pending.renewalId);
      await insertSubscriptionNote(own, pending.subscriptionId, { code: "early_renewal_failed", params: { order: pending.orderId, code: result.code }, forCustomer: true }, at);
    }
    return { ok: false, code: "early_renewal_failed", reason: result.code };
  });
}
