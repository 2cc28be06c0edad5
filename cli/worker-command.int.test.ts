import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import pino from "pino";
import type { DatabaseHandle } from "../server/db/connect.ts";
import { createTestDatabase } from "../server/db/test-database.ts";
import { loadConfig } from "../server/config.ts";
import { shopJobs } from "../server/jobs/shop-jobs.ts";
import { runWorker } from "./worker-command.ts";

describe("shop worker", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  /** Only the job names are read here: the ports are never called. */
  const SHOP_JOBS = shopJobs({ sendOrderMails: async () => ({}), renewalPayments: { chargeSaved: () => Promise.reject(new Error("not called")) }, shopTimeZone: "UTC" });

  it("runs every shop job on start and stops cleanly when told to", async () => {
    const lines: string[] = [];
    const output = { out: (line: string) => void lines.push(line), err: (line: string) => void lines.push(`ERR ${line}`) };
    let stop = (): void => undefined;
    const services = { db: handle.db, config: loadConfig({ SEED_DEMO: "false" }), logger: pino({ level: "silent" }), mailer: { send: async () => undefined } };
    const worker = runWorker(services, output, new Promise<void>((resolve) => (stop = resolve)), () => new Date("2026-11-23T10:00:00.000Z"));
    const finished = () => handle.db.selectFrom("job_runs").select(["job", "outcome"]).where("outcome", "is not", null).orderBy("job").execute();
    await vi.waitFor(async () => expect(await finished()).toHaveLength(SHOP_JOBS.length));
    stop();
    expect(await worker).toBe(0);
    expect((await finished()).map((run) => [run.job, run.outcome])).toEqual(SHOP_JOBS.map((job) => [job.name, "succeeded"]).sort());
    expect(lines).toEqual(["Running the scheduled jobs; stop with Ctrl+C or SIGTERM.", "Stopped."]);
  });
});
