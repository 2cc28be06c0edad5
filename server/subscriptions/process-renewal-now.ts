import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { renewSubscriptionEarly, type EarlyRenewalResult } from "./renew-subscription-early.ts";
import { renewSubscription, type RenewalOutcome } from "./renew-subscription.ts";
import type { RenewalOptions } from "./renewal-charge.ts";
import type { RenewalPayments } from "./renewal-payments.ts";
import { findSubscriptionRow } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// The merchant's "process renewal" (`shop subscriptions process-renewal <id>`, WooCommerce
// Subscriptions' "Process renewal" order action): the subscription's next period renewed now,
// through the renewal engine, exactly once per period whoever else renews it at the same time.
// - Due (its next payment has come): the job's own renewal (renewSubscription), so a job pass
//   running at once claims nothing twice;
// - not yet due: an early renewal of that period by the merchant (renewSubscriptionEarly), whose
//   claim is the same period key the job would take.

export type ProcessRenewalResult = { kind: "due"; outcome: RenewalOutcome } | { kind: "early"; result: EarlyRenewalResult } | { kind: "not_found" };

export async function processRenewalNow(db: Kysely<Database>, payments: RenewalPayments, subscriptionId: number, now: Date, options: RenewalOptions): Promise<ProcessRenewalResult> {
  const row = await findSubscriptionRow(subscriptionsDb(db), subscriptionId);
  if (row === undefined) return { kind: "not_found" };
  if (row.next_payment_at !== null && row.next_payment_at <= now.toISOString()) {
    return { kind: "due", outcome: await renewSubscription(db, payments, subscriptionId, now, options) };
  }
  return { kind: "early", result: await renewSubscriptionEarly(db, payments, { subscriptionId, actor: { kind: "merchant" } }, now, options) };
}
