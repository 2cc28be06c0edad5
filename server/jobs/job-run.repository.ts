import type { JobRunOutcome } from "./jobs.ts";
import type { JobsDb } from "./jobs-db.ts";

// All SQL on job_runs. Each claim is one statement, atomic on both databases without an explicit
// transaction: on PostgreSQL a second runner's insert waits on the first one's unique-key entry
// and then does nothing; on SQLite the statements run one at a time under the write lock.

export interface SlotClaim {
  job: string;
  slot: string;
  runnerId: string;
  startedAt: string;
  leaseExpiresAt: string;
}

/** Inserts the slot's run row; true when this runner made it (no one had claimed the slot). */
export async function insertSlotClaim(db: JobsDb, claim: SlotClaim): Promise<boolean> {
  const row = await db
    .insertInto("job_runs")
    .values({ job: claim.job, slot: claim.slot, claimed_by: claim.runnerId, started_at: claim.startedAt, lease_expires_at: claim.leaseExpiresAt })
    .onConflict((conflict) => conflict.columns(["job", "slot"]).doNothing())
    .returning("attempts")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes over a claimed slot whose run never finished and whose lease has run out (its runner
 * died), unless it was tried `maxAttempts` times already. Returns this attempt's number, or null.
 * On PostgreSQL a concurrent takeover waits on the row lock, then re-checks the lease it just saw
 * renewed and matches nothing.
 */
export async function takeOverExpiredClaim(db: JobsDb, claim: SlotClaim, maxAttempts: number): Promise<number | null> {
  const row = await db
    .updateTable("job_runs")
    .set((eb) => ({ claimed_by: claim.runnerId, started_at: claim.startedAt, lease_expires_at: claim.leaseExpiresAt, attempts: eb("attempts", "+", 1) }))
    .where("job", "=", claim.job)
    .where("slot", "=", claim.slot)
    .where("finished_at", "is", null)
    .where("lease_expires_at", "<=", claim.startedAt)
    .where("attempts", "<", maxAttempts)
    .returning("attempts")
    .executeTakeFirst();
  return row?.attempts ?? null;
}

/**
 * Records how a run ended. False when the claim is no longer this runner's (its lease ran out and
 * another runner took the slot over), so the caller can say the run outlived its lease.
 */
export async function finishRun(
  db: JobsDb,
  run: { job: string; slot: string; runnerId: string; attempt: number; finishedAt: string; outcome: JobRunOutcome; detail: string },
): Promise<boolean> {
  const result = await db
    .updateTable("job_runs")
    .set({ finished_at: run.finishedAt, outcome: run.outcome, detail: run.detail })
    .where("job", "=", run.job)
    .where("slot", "=", run.slot)
    .where("claimed_by", "=", run.runnerId)
    .where("attempts", "=", run.attempt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** When the newest successful run of the job started, or null. */
export async function findLastSuccessStart(db: JobsDb, job: string): Promise<string | null> {
  const row = await db
    .selectFrom("job_runs")
    .select("started_at")
    .where("job", "=", job)
    .where("outcome", "=", "succeeded")
    .orderBy("slot", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.started_at ?? null;
}

/** Deletes runs that started before the cutoff; returns how many. */
export async function deleteRunsStartedBefore(db: JobsDb, cutoff: string): Promise<number> {
  const result = await db.deleteFrom("job_runs").where("started_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
