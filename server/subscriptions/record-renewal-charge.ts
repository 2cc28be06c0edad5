import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { recordPayment } from "../orders/record-payment.ts";
import { applyRenewalPayment } from "./apply-renewal-payment.ts";
import { moveSubscriptionStatus } from "./move-subscription-status.ts";
import { queueFailedRenewalMail } from "./renewal-mails.ts";
import { renewalChargeKey, retryRulesOf, type PendingCharge, type RenewalOptions } from "./renewal-charge.ts";
import type { RenewalChargeResult } from "./renewal-payments.ts";
import { nextRenewalRetry } from "./renewal-retry-schedule.ts";
import { settleCharge, settlePaidElsewhere, type ChargeAnswer } from "./renewal.repository.ts";
import { insertSubscriptionNote } from "./subscription-notes.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// The second half of a renewal: the charge's answer, recorded once. The renewal row is settled by
// a conditional update on the attempt that was charged, so when two workers answer the same charge
// (one took it over after the other's lease ran out, and both got the processor's answer), only
// the first records it. Then the renewal order takes the payment (recordPayment), and:
// - paid: the subscription's next payment moves on, and one on hold is active again;
// - failed (declined, authentication_required): the order has failed, the subscription waits on
//   hold, and the next retry is scheduled (WooCommerce's retry rules) until none is left.
// A renewal order the customer paid through checkout while a retry was under way counts as paid.
// (That race can charge twice: WooCommerce has it too. The retry is only started while the order
// still stands failed, which keeps the window to the seconds of one charge.)

export type RenewalResult =
  | { kind: "paid"; orderId: number; nextPayment: string | null }
  | { kind: "failed"; orderId: number; code: string; retryAt: string | null }
  | { kind: "already_recorded" };

export async function recordRenewalCharge(db: Kysely<Database>, pending: PendingCharge, result: RenewalChargeResult, now: Date, options: RenewalOptions): Promise<RenewalResult> {
  return db.transaction().execute(async (trx): Promise<RenewalResult> => {
    const own = subscriptionsDb(trx);
    const at = now.toISOString();
    // Locks are taken order → renewal → subscription, as the checkout's payment of a renewal order
    // takes them (recordPayment, then activateSubscriptionsOfOrder), so the two never deadlock.
    // The order first: recordPayment moves it only from an unpaid status, so a second worker
    // recording the same answer changes nothing there, and the renewal row's conditional update
    // below decides which of them goes on.
    // Recorded under the key the order was made with: if the customer has since started paying it
    // through checkout, their attempt stands and this answer leaves the order alone.
    const recorded = await recordPayment(trx, pending.orderId, renewalChargeKey(pending.subscriptionId, pending.scheduledAt, 0), result, now);
    const retry = result.kind === "failed" ? nextRenewalRetry(pending.attempts, now, retryRulesOf(options)) : null;
    const retryAt = retry === null ? null : retry.retryAt.toISOString();
    const answer: ChargeAnswer = result.kind === "paid" ? { status: "paid", transactionId: result.transactionId } : { status: "failed", failureCode: result.code, retryAt };
    if (!(await settleCharge(own, pending.renewalId, pending.attempts, answer, at))) return { kind: "already_recorded" };

    const paidByCustomer = result.kind === "failed" && (recorded.status === "processing" || recorded.status === "completed");
    if (result.kind === "paid" || paidByCustomer) {
      if (paidByCustomer) await settlePaidElsewhere(own, pending.renewalId, at);
      const { nextPayment } = await applyRenewalPayment(trx, { subscriptionId: pending.subscriptionId, scheduledAt: pending.scheduledAt, orderId: pending.orderId, timeZone: options.timeZone }, now);
      return { kind: "paid", orderId: pending.orderId, nextPayment };
    }
    const params = { order: pending.orderId, code: result.code, attempt: pending.attempts, ...(retryAt === null ? {} : { retry_at: retryAt }) };
    await insertSubscriptionNote(own, pending.subscriptionId, { code: "renewal_payment_failed", params, forCustomer: false }, at);
    await moveSubscriptionStatus(trx, pending.subscriptionId, { to: "on-hold", from: ["active"], reason: "renewal_payment_failed", forCustomer: true }, now);
    await queueFailedRenewalMail(trx, { subscriptionId: pending.subscriptionId, orderId: pending.orderId, attempt: pending.attempts, code: result.code, retry }, now);
    return { kind: "failed", orderId: pending.orderId, code: result.code, retryAt };
  });
}
