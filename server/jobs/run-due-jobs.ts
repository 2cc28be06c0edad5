import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema.ts";
import { findLastSuccessStart, finishRun, insertSlotClaim, takeOverExpiredClaim, type SlotClaim } from "./job-run.repository.ts";
import { slotStart } from "./job-slot.ts";
import { MAX_JOB_ATTEMPTS, type JobDefinition, type JobPassResult, type JobSummary } from "./jobs.ts";
import { jobsDb } from "./jobs-db.ts";

/** Who is running the jobs: `id` names the runner in job_runs.claimed_by. */
export interface JobRunner {
  id: string;
  clock: () => Date;
  logger: Logger;
}

/**
 * One pass over the jobs: each job whose current slot nobody has claimed (or whose claimant died,
 * see takeOverExpiredClaim) is claimed and run by this runner, one after the other. Any number of
 * runners may pass at once; each slot runs on exactly one of them. A job that throws is recorded
 * as failed and logged; the next slot runs it again.
 */
export async function runDueJobs(db: Kysely<Database>, jobs: readonly JobDefinition[], runner: JobRunner): Promise<JobPassResult[]> {
  const results: JobPassResult[] = [];
  for (const job of jobs) results.push(await runJobIfDue(db, job, runner));
  return results;
}

async function runJobIfDue(db: Kysely<Database>, job: JobDefinition, runner: JobRunner): Promise<JobPassResult> {
  const now = runner.clock();
  const slot = slotStart(job.schedule, now).toISOString();
  const claim: SlotClaim = {
    job: job.name,
    slot,
    runnerId: runner.id,
    startedAt: now.toISOString(),
    leaseExpiresAt: new Date(now.getTime() + job.leaseMs).toISOString(),
  };
  const attempt = (await insertSlotClaim(jobsDb(db), claim)) ? 1 : await takeOverExpiredClaim(jobsDb(db), claim, MAX_JOB_ATTEMPTS);
  if (attempt === null) return { job: job.name, slot, status: "skipped" };

  const lastSuccess = await findLastSuccessStart(jobsDb(db), job.name);
  const log = runner.logger.child({ job: job.name, slot, attempt });
  let summary: JobSummary | null = null;
  let error: string | null = null;
  try {
    summary = await job.run(db, { now, lastSuccessAt: lastSuccess === null ? null : new Date(lastSuccess) });
    log.info({ summary }, "job succeeded");
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
    log.error({ err: failure }, "job failed");
  }
  const outcome = error === null ? "succeeded" : "failed";
  const stillOurs = await finishRun(jobsDb(db), {
    job: job.name,
    slot,
    runnerId: runner.id,
    attempt,
    finishedAt: runner.clock().toISOString(),
    outcome,
    detail: error ?? JSON.stringify(summary),
  });
  if (!stillOurs) log.warn({ leaseMs: job.leaseMs }, "job run outlived its lease and another runner took the slot over; raise its leaseMs");
  return { job: job.name, slot, status: "ran", outcome, attempt, summary, error };
}
