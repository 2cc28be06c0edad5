import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import pino from "pino";
import { nextWakeDelay, startJobScheduler } from "./job-scheduler.ts";
import type { JobDefinition } from "./jobs.ts";

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const job = (everyMs: number): JobDefinition => ({ name: `every-${everyMs}`, schedule: { everyMs }, leaseMs: MINUTE_MS, run: () => Promise.resolve({}) });
const logger = pino({ level: "silent" });

describe("nextWakeDelay", () => {
  it("wakes at the nearest slot boundary of any job", () => {
    expect(nextWakeDelay([job(HOUR_MS), job(5 * MINUTE_MS)], new Date("2026-11-23T10:02:30.000Z"), HOUR_MS)).toBe(150_000);
  });

  it("wakes after the poll interval when no slot starts sooner", () => {
    expect(nextWakeDelay([job(24 * HOUR_MS)], new Date("2026-11-23T10:02:30.000Z"), MINUTE_MS)).toBe(MINUTE_MS);
  });
});

describe("startJobScheduler", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-11-23T10:02:30.000Z") });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const clock = () => new Date();

  it("passes at once, then at each slot boundary", async () => {
    const passedAt: string[] = [];
    const scheduler = startJobScheduler({ jobs: [job(5 * MINUTE_MS)], runPass: async () => void passedAt.push(clock().toISOString()), clock, logger, pollMs: HOUR_MS });
    await vi.advanceTimersByTimeAsync(7 * MINUTE_MS + 30_000);
    await scheduler.stop();
    expect(passedAt).toEqual(["2026-11-23T10:02:30.000Z", "2026-11-23T10:05:00.000Z", "2026-11-23T10:10:00.000Z"]);
  });

  it("keeps passing after a pass fails", async () => {
    let passes = 0;
    const runPass = () => (++passes === 1 ? Promise.reject(new Error("database unreachable")) : Promise.resolve());
    const scheduler = startJobScheduler({ jobs: [job(MINUTE_MS)], runPass, clock, logger });
    await vi.advanceTimersByTimeAsync(MINUTE_MS);
    await scheduler.stop();
    expect(passes).toBe(2);
  });

  it("stop waits for the pass under way and schedules no more", async () => {
    let finishPass = (): void => undefined;
    let passes = 0;
    const runPass = () => {
      passes++;
      return new Promise<void>((resolve) => (finishPass = resolve));
    };
    const scheduler = startJobScheduler({ jobs: [job(MINUTE_MS)], runPass, clock, logger });
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finishPass();
    await stopping;
    await vi.advanceTimersByTimeAsync(10 * MINUTE_MS);
    expect({ stopped, passes }).toEqual({ stopped: true, passes: 1 });
  });
});
