import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { earlyChargeOf } from "./claim-early-renewal.ts";
import { listAbandonedEarlyCharges, restartEarlyCharge } from "./early-renewal.repository.ts";
import { RENEWAL_CHARGE_LEASE_MS } from "./renewal-charge.ts";
import type { RenewalPayments } from "./renewal-payments.ts";
import { chargeEarlyRenewal, type EarlyRenewalOptions } from "./renew-subscription-early.ts";
import { lockSubscriptionRow } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// The renewal job's step for "Renew now" charges whose process died between the charge and its
// record (docs/decisions/029): after the lease time, each is charged again with its own early key,
// so the processor answers as the first time and the customer pays once, and the answer is
// recorded (the schedule moves on, or a decline frees the period). The restart is a conditional
// update on the row's last change, so of several workers only one charges.

/** Abandoned early charges looked at per pass. */
export const EARLY_RESUMES_PER_PASS = 100;

export async function resumeAbandonedEarlyRenewals(db: Kysely<Database>, payments: RenewalPayments, now: Date, options: EarlyRenewalOptions): Promise<number> {
  const before = new Date(now.getTime() - RENEWAL_CHARGE_LEASE_MS).toISOString();
  let resumed = 0;
  for (const abandoned of await listAbandonedEarlyCharges(subscriptionsDb(db), before, EARLY_RESUMES_PER_PASS)) {
    const orderId = abandoned.order_id;
    if (orderId === null) continue;
    const pending = await db.transaction().execute(async (trx) => {
      const own = subscriptionsDb(trx);
      const row = await lockSubscriptionRow(own, abandoned.subscription_id);
      if (row === undefined || !(await restartEarlyCharge(own, abandoned.id, abandoned.updated_at, now.toISOString()))) return null;
      return earlyChargeOf(row, { id: abandoned.id, scheduledAt: abandoned.scheduled_at, orderId });
    });
    if (pending === null) continue;
    await chargeEarlyRenewal(db, payments, pending, now, options);
    resumed += 1;
  }
  return resumed;
}
