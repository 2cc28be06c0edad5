import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { deleteRunsStartedBefore } from "./job-run.repository.ts";
import { jobsDb } from "./jobs-db.ts";

/** Runs are kept this long for looking into what the jobs did, then deleted. */
export const JOB_HISTORY_RETENTION_DAYS = 30;

/** The jobs' own housekeeping: one row per slot would otherwise pile up forever. */
export async function purgeJobHistory(db: Kysely<Database>, now: Date): Promise<{ deleted: number }> {
  const cutoff = new Date(now.getTime() - JOB_HISTORY_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  return { deleted: await deleteRunsStartedBefore(jobsDb(db), cutoff) };
}
