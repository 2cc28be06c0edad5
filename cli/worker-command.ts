import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../server/db/schema.ts";
import { startShopJobs } from "../server/jobs/start-shop-jobs.ts";
import type { CommandOutput } from "./import-products-command.ts";

// `shop worker`: runs the scheduled jobs and nothing else, for deployments that set
// JOBS_IN_PROCESS=false on the web processes. Any number of workers may run: each slot runs once.

/** Runs the jobs until `stop` settles (the CLI passes SIGTERM/SIGINT), then lets the pass under way finish. */
export async function runWorker(db: Kysely<Database>, logger: Logger, output: CommandOutput, stop: Promise<void>, clock?: () => Date): Promise<number> {
  const scheduler = startShopJobs(db, logger, clock);
  output.out("Running the scheduled jobs; stop with Ctrl+C or SIGTERM.");
  await stop;
  await scheduler.stop();
  output.out("Stopped.");
  return 0;
}

/** Settles on the first SIGTERM or SIGINT. */
export function untilTerminated(): Promise<void> {
  return new Promise((resolve) => {
    process.once("SIGTERM", () => resolve());
    process.once("SIGINT", () => resolve());
  });
}
