import type { Generated } from "kysely";

// Scheduled-job bookkeeping (migration 008); see schema.ts. Only server/jobs reads it.

export interface JobRunsTable {
  job: string;
  /** ISO start of the schedule slot this run belongs to. */
  slot: string;
  /** Which runner (host, process, start) holds the claim. */
  claimed_by: string;
  started_at: string;
  lease_expires_at: string;
  attempts: Generated<number>;
  finished_at: string | null;
  /** null while running; "succeeded" or "failed". */
  outcome: string | null;
  /** JSON summary of a success, or the error message of a failure. */
  detail: string | null;
}
