import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema.ts";
import { startJobScheduler, type JobScheduler } from "./job-scheduler.ts";
import { runDueJobs } from "./run-due-jobs.ts";
import { shopJobs, type ShopJobPorts } from "./shop-jobs.ts";

/** Names this process in job_runs.claimed_by: host, pid and a random part for restarts. */
function runnerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
}

/**
 * Runs the shop's jobs in this process until stopped: in the shop process (unless
 * JOBS_IN_PROCESS=false) and in `shop worker`. Any number of processes may do this at once.
 */
export function startShopJobs(db: Kysely<Database>, logger: Logger, ports: ShopJobPorts, clock: () => Date = () => new Date()): JobScheduler {
  const id = runnerId();
  const runner = { id, clock, logger: logger.child({ runner: id }) };
  const jobs = shopJobs(ports);
  return startJobScheduler({ jobs, runPass: () => runDueJobs(db, jobs, runner), clock, logger });
}
