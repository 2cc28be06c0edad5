import type { JobSchedule } from "./jobs.ts";

/**
 * The start of the slot `now` falls in. Slots are aligned to the Unix epoch rather than to each
 * process's start, so every runner computes the same slot for the same moment and their claims
 * meet on one row.
 */
export function slotStart(schedule: JobSchedule, now: Date): Date {
  if (!Number.isInteger(schedule.everyMs) || schedule.everyMs <= 0) throw new Error(`A job schedule needs a whole positive everyMs, got ${schedule.everyMs}`);
  return new Date(Math.floor(now.getTime() / schedule.everyMs) * schedule.everyMs);
}
