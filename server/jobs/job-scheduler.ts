import type { Logger } from "pino";
import { slotStart } from "./job-slot.ts";
import type { JobDefinition } from "./jobs.ts";

/**
 * The longest a runner sleeps between passes. Passes also wake at every slot boundary; this bound
 * is for taking over a slot whose runner died (its lease runs out mid-slot).
 */
export const JOB_POLL_MS = 60_000;

/** How long to sleep until a job's next slot starts, or at most `pollMs`. */
export function nextWakeDelay(jobs: readonly JobDefinition[], now: Date, pollMs: number): number {
  const untilNextSlot = jobs.map((job) => slotStart(job.schedule, now).getTime() + job.schedule.everyMs - now.getTime());
  return Math.min(pollMs, ...untilNextSlot);
}

export interface JobSchedulerOptions {
  jobs: readonly JobDefinition[];
  /** One pass over the due jobs: runDueJobs with this process's runner. */
  runPass: () => Promise<unknown>;
  clock: () => Date;
  logger: Logger;
  pollMs?: number;
}

export interface JobScheduler {
  /** Stops scheduling passes and waits for the one under way, so the database can close after. */
  stop(): Promise<void>;
}

/**
 * Runs a pass at once, then again at each slot boundary (and at least every `pollMs`), never two
 * passes at a time. A pass that throws (the database is unreachable, say) is logged, and the next
 * one is scheduled as usual.
 */
export function startJobScheduler(options: JobSchedulerOptions): JobScheduler {
  const pollMs = options.pollMs ?? JOB_POLL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  const pass = (): void => {
    inFlight = options
      .runPass()
      .then(
        () => undefined,
        (error: unknown) => options.logger.error({ err: error }, "job pass failed"),
      )
      .then(() => {
        if (!stopped) timer = setTimeout(pass, nextWakeDelay(options.jobs, options.clock(), pollMs));
      });
  };
  pass();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
