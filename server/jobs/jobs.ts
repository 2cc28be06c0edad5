import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

// Scheduled work. A job has a name and a schedule; its schedule cuts time into slots, and a job
// runs once per slot however many runners (shop processes, `shop worker`) share the database: the
// first runner to claim the slot runs it (docs/decisions/008-own-job-scheduler.md).

/** Runs every `everyMs`, in slots aligned to the Unix epoch, so every process agrees on them. */
export interface JobSchedule {
  everyMs: number;
}

/** What a job is told about its run. */
export interface JobContext {
  /** The runner's clock when it claimed the slot: jobs use it instead of reading the clock. */
  now: Date;
  /**
   * When the last successful run of this job started, or null before the first. Catch-up jobs
   * work on what happened since then, so a failed or lost run is covered by the next one.
   */
  lastSuccessAt: Date | null;
}

/** A job's own summary of what it did (rows deleted, products refreshed …), logged and kept. */
export type JobSummary = Record<string, number>;

export interface JobDefinition {
  /** Stable: it is the key of the job's runs. */
  name: string;
  schedule: JobSchedule;
  /**
   * How long a claim holds before another runner may take the slot over, assuming the claimant
   * died. Keep it well above the job's longest run: a run that outlives it may run twice.
   */
  leaseMs: number;
  /** Must be safe to run again: a slot whose runner died mid-run is run once more. */
  run(db: Kysely<Database>, context: JobContext): Promise<JobSummary>;
}

/** A claimed slot whose runner never finished it is taken over at most this often in all. */
export const MAX_JOB_ATTEMPTS = 3;

export type JobRunOutcome = "succeeded" | "failed";

/** What one runner did with one due job in one pass. */
export type JobPassResult =
  | { job: string; slot: string; status: "ran"; outcome: JobRunOutcome; attempt: number; summary: JobSummary | null; error: string | null }
  | { job: string; slot: string; status: "skipped" };
