import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAdBlockView } from "../server/ad-block/record-ad-block-view.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../server/db/test-database.ts";
import { runStats } from "./stats-command.ts";

describe("shop stats", () => {
  let handle: TestDatabaseHandle;
  const now = new Date("2026-12-10T12:00:00Z");

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  async function run(...args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStats(handle.db, args, { out: (line) => void out.push(line), err: (line) => void err.push(line) }, now);
    return { code, out, err };
  }

  it("says no page views were counted on a shop without reports", async () => {
    expect(await run()).toEqual({ code: 0, out: ["Ad-block: no page views counted (is AD_BLOCK_TRACKING on?)"], err: [] });
  });

  it("shows the blocked share of every counted page view, and of the last N days with --days", async () => {
    const tenDaysAgo = new Date("2026-11-30T08:00:00Z");
    for (let i = 0; i < 700; i += 1) await recordAdBlockView(handle.db, i < 80 ? 1 : 0, tenDaysAgo);
    for (let i = 0; i < 100; i += 1) await recordAdBlockView(handle.db, i < 20 ? 1 : 0, new Date("2026-12-10T01:00:00Z"));
    expect(await run()).toEqual({ code: 0, out: ["Ad-block: 12.5 % of 800 page views"], err: [] });
    expect(await run("--days", "1")).toEqual({ code: 0, out: ["Ad-block: 20.0 % of 100 page views in the last day"], err: [] });
    expect(await run("--days", "11")).toEqual({ code: 0, out: ["Ad-block: 12.5 % of 800 page views in the last 11 days"], err: [] });
  });

  it("prints the usage and exits 2 for anything but --days and a whole number of days", async () => {
    for (const args of [["--days"], ["--days", "0"], ["--days", "x"], ["--weeks", "2"], ["--days", "2", "more"]]) {
      const result = await run(...args);
      expect(result.code).toBe(2);
      expect(result.err[0]).toMatch(/^Usage: npm run shop -- stats/);
    }
  });
});
