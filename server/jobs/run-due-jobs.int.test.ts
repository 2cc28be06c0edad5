import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import pino from "pino";
import type { Kysely } from "kysely";
import type { DatabaseHandle } from "../db/connect.ts";
import type { Database } from "../db/schema.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { insertSlotClaim } from "./job-run.repository.ts";
import { MAX_JOB_ATTEMPTS, type JobContext, type JobDefinition, type JobPassResult } from "./jobs.ts";
import { runDueJobs, type JobRunner } from "./run-due-jobs.ts";
import { jobsDb } from "./jobs-db.ts";

// Several runners, each on its own connection (a pool of its own on PostgreSQL), as separate shop
// processes would be, race through the same due jobs. Time is a shared hand-moved clock.

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const RUNNERS = 4;
const logger = pino({ level: "silent" });

/** Lets the other runners' statements in between this runner's, as real concurrency would. */
async function yieldToOthers(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe("runDueJobs with several runners", () => {
  let main: TestDatabaseHandle;
  let others: DatabaseHandle[];
  let now: Date;
  let runs: { job: string; context: JobContext }[];

  const countingJob = (name: string, everyMs: number, leaseMs = 10 * MINUTE_MS): JobDefinition => ({
    name,
    schedule: { everyMs },
    leaseMs,
    run: async (_db, context) => {
      await yieldToOthers();
      runs.push({ job: name, context });
      return { ran: 1 };
    },
  });

  const runners = (): { db: Kysely<Database>; runner: JobRunner }[] =>
    [main, ...others].map((handle, index) => ({ db: handle.db, runner: { id: `runner-${index}`, clock: () => now, logger } }));

  /** Every runner passes over the jobs at once; each result is tagged with the runner's id. */
  async function race(jobs: readonly JobDefinition[]): Promise<(JobPassResult & { runner: string })[]> {
    const passes = await Promise.all(
      runners().map(async ({ db, runner }) => (await runDueJobs(db, jobs, runner)).map((result) => ({ ...result, runner: runner.id }))),
    );
    return passes.flat();
  }

  beforeAll(async () => {
    main = await createTestDatabase();
    others = Array.from({ length: RUNNERS - 1 }, () => main.connectAgain());
  });
  afterAll(async () => {
    for (const other of others) await other.close();
    await main.close();
  });
  beforeEach(async () => {
    await main.db.deleteFrom("job_runs").execute();
    runs = [];
    now = new Date("2026-11-23T10:00:00.000Z");
  });

  it("runs each due job exactly once per slot while four runners race through thirteen five-minute steps", async () => {
    const jobs = [countingJob("every-5-minutes", 5 * MINUTE_MS), countingJob("hourly", HOUR_MS), countingJob("daily", 24 * HOUR_MS)];
    const ranPerSlot = new Map<string, number>();
    for (let step = 0; step < 13; step++) {
      for (const result of await race(jobs)) {
        if (result.status === "ran") ranPerSlot.set(`${result.job}@${result.slot}`, (ranPerSlot.get(`${result.job}@${result.slot}`) ?? 0) + 1);
      }
      now = new Date(now.getTime() + 5 * MINUTE_MS);
    }
    const count = (job: string) => runs.filter((run) => run.job === job).length;
    // 10:00 … 11:00: thirteen five-minute slots, two hours, one day.
    expect([count("every-5-minutes"), count("hourly"), count("daily")]).toEqual([13, 2, 1]);
    expect(ranPerSlot.size).toBe(16);
    expect([...ranPerSlot.values()].every((times) => times === 1)).toBe(true);
    const rows = await main.db.selectFrom("job_runs").select(["job", "outcome", "attempts"]).execute();
    expect(rows).toHaveLength(16);
    expect(rows.every((row) => row.outcome === "succeeded" && row.attempts === 1)).toBe(true);
  });

  it("records which runner ran a slot, and only that runner reports it ran", async () => {
    const results = await race([countingJob("hourly", HOUR_MS)]);
    const ran = results.filter((result) => result.status === "ran");
    expect(ran).toHaveLength(1);
    expect(results.filter((result) => result.status === "skipped")).toHaveLength(RUNNERS - 1);
    const row = await main.db.selectFrom("job_runs").select(["claimed_by", "slot"]).executeTakeFirstOrThrow();
    expect(row).toEqual({ claimed_by: ran[0]?.runner, slot: "2026-11-23T10:00:00.000Z" });
  });

  it("takes over a slot whose runner died only once its lease has run out, on exactly one runner", async () => {
    const job = countingJob("hourly", HOUR_MS, 10 * MINUTE_MS);
    await insertSlotClaim(jobsDb(main.db), { job: "hourly", slot: "2026-11-23T10:00:00.000Z", runnerId: "crashed", startedAt: now.toISOString(), leaseExpiresAt: "2026-11-23T10:10:00.000Z" });

    now = new Date("2026-11-23T10:09:59.999Z");
    expect((await race([job])).every((result) => result.status === "skipped")).toBe(true);

    now = new Date("2026-11-23T10:10:00.000Z");
    const takeover = (await race([job])).filter((result) => result.status === "ran");
    expect(takeover).toMatchObject([{ job: "hourly", attempt: 2, outcome: "succeeded" }]);

    now = new Date("2026-11-23T10:30:00.000Z");
    expect((await race([job])).every((result) => result.status === "skipped")).toBe(true);
    expect(runs).toHaveLength(1);
  });

  it(`gives up on a slot after ${MAX_JOB_ATTEMPTS} attempts that never finished`, async () => {
    const slot = "2026-11-23T10:00:00.000Z";
    await insertSlotClaim(jobsDb(main.db), { job: "hourly", slot, runnerId: "crashed", startedAt: now.toISOString(), leaseExpiresAt: now.toISOString() });
    await main.db.updateTable("job_runs").set({ attempts: MAX_JOB_ATTEMPTS }).execute();
    now = new Date("2026-11-23T10:30:00.000Z");
    expect((await race([countingJob("hourly", HOUR_MS)])).every((result) => result.status === "skipped")).toBe(true);
    expect(runs).toHaveLength(0);
  });

  it("records a failed run, and the next slot's run still starts from the last successful one", async () => {
    let fail = false;
    const job: JobDefinition = {
      name: "catch-up",
      schedule: { everyMs: HOUR_MS },
      leaseMs: 10 * MINUTE_MS,
      run: async (_db, context) => {
        runs.push({ job: "catch-up", context });
        if (fail) throw new Error("database went away");
        return { ran: 1 };
      },
    };
    await race([job]);
    fail = true;
    now = new Date("2026-11-23T11:00:00.000Z");
    expect((await race([job])).filter((result) => result.status === "ran")).toMatchObject([{ outcome: "failed", error: "database went away" }]);
    fail = false;
    now = new Date("2026-11-23T12:00:00.000Z");
    await race([job]);

    expect(runs.map((run) => run.context.lastSuccessAt?.toISOString() ?? null)).toEqual([null, "2026-11-23T10:00:00.000Z", "2026-11-23T10:00:00.000Z"]);
    const outcomes = await main.db.selectFrom("job_runs").select(["slot", "outcome", "detail"]).orderBy("slot").execute();
    expect(outcomes.map((row) => row.outcome)).toEqual(["succeeded", "failed", "succeeded"]);
    expect(outcomes[1]?.detail).toBe("database went away");
  });
});
