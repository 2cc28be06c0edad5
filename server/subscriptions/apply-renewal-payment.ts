import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { moveSubscriptionStatus } from "./move-subscription-status.ts";
import { queueNewRenewalOrderMail } from "./renewal-mails.ts";
import { insertSubscriptionNote } from "./subscription-notes.repository.ts";
import { nextPaymentAfter } from "./subscription-schedule.ts";
import { advanceNextPayment, lockSubscriptionRow, renewalRuleOf, rowStatus, scheduleOf, updateSubscription } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// What a paid renewal does to its subscription, however it was paid (the job's charge, a retry, or
// the customer through checkout): the next payment moves on from the date the renewal was
// scheduled for (not from when it was paid, so a late payment does not move the schedule;
// periods missed on hold are skipped, decision 025), the payment is the last one, and a
// subscription on hold for it is active again. Only the renewal's owner calls this, once.

export interface PaidRenewal {
  subscriptionId: number;
  /** The period the renewal claimed. */
  scheduledAt: string;
  orderId: number;
  timeZone: string;
}

/** Needs a transaction; the new next payment (null when none is left), or the one someone else set meanwhile. */
export async function applyRenewalPayment(trx: Kysely<Database>, paid: PaidRenewal, now: Date): Promise<{ nextPayment: string | null }> {
  const own = subscriptionsDb(trx);
  const at = now.toISOString();
  const row = await lockSubscriptionRow(own, paid.subscriptionId);
  if (row === undefined) return { nextPayment: null };
  const next = nextPaymentAfter({ rule: renewalRuleOf(row), scheduled: new Date(paid.scheduledAt), ...scheduleOf(row), now, timeZone: paid.timeZone });
  const nextPayment = next === null ? null : next.toISOString();
  // Conditional on the claimed date: a schedule changed since (an early renewal, a merchant's edit) is kept.
  const advanced = await advanceNextPayment(own, row.id, paid.scheduledAt, nextPayment, at);
  if (!advanced) await updateSubscription(own, row.id, { last_payment_at: at, updated_at: at });
  await insertSubscriptionNote(own, row.id, { code: "renewal_payment_received", params: { order: paid.orderId }, forCustomer: false }, at);
  await queueNewRenewalOrderMail(trx, row.id, paid.orderId, now);
  if (rowStatus(row) === "on-hold") await moveSubscriptionStatus(trx, row.id, { to: "active", from: ["on-hold"], reason: "renewal_paid", forCustomer: true }, now);
  return { nextPayment: advanced ? nextPayment : row.next_payment_at };
}
