import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { chargeRenewal } from "./charge-renewal.ts";
import { endDueSubscriptions } from "./end-due-subscriptions.ts";
import { noteTrialEnds } from "./note-trial-ends.ts";
import type { RenewalResult } from "./record-renewal-charge.ts";
import type { PendingCharge, RenewalOptions } from "./renewal-charge.ts";
import type { RenewalPayments } from "./renewal-payments.ts";
import { listDueRetries, listExpiredLeases } from "./renewal.repository.ts";
import { renewSubscription, type RenewalOutcome } from "./renew-subscription.ts";
import { resumeAbandonedEarlyRenewals } from "./resume-early-renewals.ts";
import { startRenewalRetry, takeOverRenewalCharge } from "./resume-renewal-charge.ts";
import { listDueSubscriptionIds } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// The renewal job's pass (issue 10), run every minute by every shop process and `shop worker`
// (server/jobs/shop-jobs.ts); any number of passes may run at once, since each step claims its
// work by a unique insert or a conditional update and only the claimant acts:
// 1. charges whose worker died (lease run out) are charged again with the same key;
// 2. failed charges due a retry are charged again with the next attempt's key;
// 3. subscriptions whose next payment is due are renewed (claim, order, charge, record);
// 4. subscriptions at their end expire (or, pending cancellation, are cancelled); trial ends are noted.
// One subscription's failure (a database error, a gateway that does not answer) does not stop the
// others: the pass goes on and throws them all at the end, so the job run is logged as failed and
// what failed is picked up by a later pass (its lease, or its period still unclaimed).

/** Work items read per query; a pass reads again until nothing is left or the cap is reached. */
export const RENEWALS_PER_BATCH = 100;
/** Caps one pass (10,000 renewals), so a backlog is worked through over several runs, each well inside the job's lease. */
export const MAX_RENEWAL_BATCHES_PER_PASS = 100;

/** A type, not an interface, so that it is a job's summary (a record of numbers) as it is. */
export type RenewalPass = {
  renewed: number;
  failed: number;
  manual: number;
  outOfStock: number;
  /** Charges of a dead worker taken over. */
  resumed: number;
  retried: number;
  expired: number;
  cancelled: number;
  trialsEnded: number;
  /** Due when listed, but claimed meanwhile by another trigger or worker: refused. */
  claimedElsewhere: number;
  /** Due when listed, but no longer due or active, or (PostgreSQL) locked by another worker, when looked at. */
  skipped: number;
};

export async function renewDueSubscriptions(db: Kysely<Database>, payments: RenewalPayments, now: Date, options: RenewalOptions): Promise<RenewalPass> {
  const pass: RenewalPass = { renewed: 0, failed: 0, manual: 0, outOfStock: 0, resumed: 0, retried: 0, expired: 0, cancelled: 0, trialsEnded: 0, claimedElsewhere: 0, skipped: 0 };
  const errors: unknown[] = [];
  const count = (outcome: RenewalOutcome) => {
    if (outcome.kind === "paid") pass.renewed += 1;
    else if (outcome.kind === "failed") pass.failed += 1;
    else if (outcome.kind === "manual") pass.manual += 1;
    else if (outcome.kind === "out_of_stock") pass.outOfStock += 1;
    else if (outcome.kind === "claimed_elsewhere") pass.claimedElsewhere += 1;
    else if (outcome.kind === "skipped") pass.skipped += 1;
  };
  const attempt = async <T>(work: () => Promise<T>): Promise<T | null> => {
    try {
      return await work();
    } catch (error) {
      errors.push(error);
      return null;
    }
  };
  const charge = async (start: () => Promise<PendingCharge | null>): Promise<RenewalResult | null> =>
    attempt(async () => {
      const pending = await start();
      return pending === null ? null : chargeRenewal(db, payments, pending, now, options);
    });

  const at = now.toISOString();
  const own = subscriptionsDb(db);
  for (const renewal of await listExpiredLeases(own, at, RENEWALS_PER_BATCH)) {
    const result = await charge(() => takeOverRenewalCharge(db, renewal, now, options));
    if (result !== null && result.kind !== "already_recorded") {
      pass.resumed += 1;
      count(result);
    }
  }
  // "Renew now" charges a dead process left unanswered, again with their own early key (decision 029).
  const resumedEarly = await attempt(() => resumeAbandonedEarlyRenewals(db, payments, now, options));
  if (resumedEarly !== null) pass.resumed += resumedEarly;
  for (const renewal of await listDueRetries(own, at, RENEWALS_PER_BATCH)) {
    const result = await charge(() => startRenewalRetry(db, renewal, now, options));
    if (result !== null && result.kind !== "already_recorded") {
      pass.retried += 1;
      count(result);
    }
  }

  const erred = new Set<number>();
  for (let batch = 0; batch < MAX_RENEWAL_BATCHES_PER_PASS; batch += 1) {
    const ids = (await listDueSubscriptionIds(own, at, RENEWALS_PER_BATCH)).filter((id) => !erred.has(id));
    for (const id of ids) {
      const outcome = await attempt(() => renewSubscription(db, payments, id, now, options));
      if (outcome === null) erred.add(id);
      else count(outcome);
    }
    // Fewer than a batch means none is left; those that failed are left to the next pass.
    if (ids.length < RENEWALS_PER_BATCH) break;
  }

  const ended = await attempt(() => endDueSubscriptions(db, now));
  if (ended !== null) Object.assign(pass, ended);
  const trials = await attempt(() => noteTrialEnds(db, now));
  if (trials !== null) pass.trialsEnded = trials.trialsEnded;

  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} renewal step(s) failed; the next pass picks them up`);
  return pass;
}
