import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { SqliteDatabase } from "kysely";
import { openNodeSqlite } from "./node-sqlite-database.ts";
import { startWalCheckpointer } from "./wal-checkpointer.ts";

// 1,000 pages of 4 KB is SQLite's default threshold; 6 MB of rows crosses it whatever the page size.
const ROWS = 1500;
const ROW_BYTES = 4096;
const WRITTEN_BYTES = ROWS * ROW_BYTES;

function fill(database: SqliteDatabase): void {
  database.prepare("create table filler (body blob not null)").run([]);
  const insert = database.prepare("insert into filler (body) values (randomblob(?))");
  database.prepare("begin").run([]);
  for (let i = 0; i < ROWS; i += 1) insert.run([ROW_BYTES]);
  database.prepare("commit").run([]);
}

describe("the WAL checkpointer thread", () => {
  const dirs: string[] = [];
  const newPath = () => {
    const dir = mkdtempSync(join(tmpdir(), "shopwright-wal-"));
    dirs.push(dir);
    return join(dir, "shop.db");
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  /** A shop database whose log holds WRITTEN_BYTES of rows, its own checkpoints off. */
  const filledLog = () => {
    const path = newPath();
    const database = openNodeSqlite(path, { autoCheckpoint: false });
    fill(database);
    return { path, database };
  };
  /** A `holdQueries` that holds nothing and notes each hold: the log's size when asked, and when it began and ended. */
  const recordHolds = (path: string) => {
    const holds: { logBytesWhenAsked: number; start: number; end: number }[] = [];
    const holdQueries = async (whileHeld: () => Promise<void>) => {
      const logBytesWhenAsked = statSync(`${path}-wal`).size;
      const start = performance.now();
      await whileHeld();
      holds.push({ logBytesWhenAsked, start, end: performance.now() });
    };
    return { holds, holdQueries };
  };

  it("a connection left to the checkpointer keeps its commits in the log instead of checkpointing them itself", () => {
    const { path, database } = filledLog();
    expect(statSync(path).size).toBeLessThan(WRITTEN_BYTES / 4);
    expect(statSync(`${path}-wal`).size).toBeGreaterThan(WRITTEN_BYTES);
    database.close();
  });

  it("a connection checkpointing on its own copies a full log into the database file in the commit", () => {
    const path = newPath();
    const database = openNodeSqlite(path);
    fill(database);
    expect(statSync(path).size).toBeGreaterThan(WRITTEN_BYTES);
    database.close();
  });

  it("copies the log into the database file from its own thread, and stops when asked", async () => {
    const { path, database } = filledLog();
    const checkpointer = startWalCheckpointer(path, { intervalMs: 20, holdQueries: (whileHeld) => whileHeld() });
    await expect.poll(() => statSync(path).size, { timeout: 10_000 }).toBeGreaterThan(WRITTEN_BYTES);
    await checkpointer.stop();
    database.close();
  });

  it("past its threshold, asks the shop to hold its queries and empties the log while they are held", async () => {
    const { path, database } = filledLog();
    const { holds, holdQueries } = recordHolds(path);
    const checkpointer = startWalCheckpointer(path, { intervalMs: 20, restartFrames: 1000, holdQueries });
    // A hold is noted when it ends, a moment after the log was emptied inside it: wait for the note.
    await expect.poll(() => holds.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(statSync(`${path}-wal`).size).toBe(0);
    expect(holds[0]!.logBytesWhenAsked).toBeGreaterThan(WRITTEN_BYTES);
    expect(statSync(path).size).toBeGreaterThan(WRITTEN_BYTES);
    await checkpointer.stop();
    database.close();
  });

  it("while another connection keeps a read transaction open, each hold ends within a second, they come ever further apart, and the log is emptied once it ends", async () => {
    const { path, database } = filledLog();
    // Say a backup or a sqlite3 shell: its snapshot reads pages from the log, so the log cannot start again.
    const reader = openNodeSqlite(path);
    reader.prepare("begin").run([]);
    reader.prepare("select count(*) from filler").all([]);
    const { holds, holdQueries } = recordHolds(path);
    const checkpointer = startWalCheckpointer(path, { intervalMs: 20, restartFrames: 1000, holdQueries });
    await expect.poll(() => holds.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    expect(Math.max(...holds.map(({ start, end }) => end - start))).toBeLessThan(1000);
    // Asked again after 2, 4, 8, then 16 intervals of 20 ms: the fifth comes at least 320 ms after the fourth.
    expect(holds[4]!.start - holds[3]!.start).toBeGreaterThanOrEqual(300);
    expect(statSync(`${path}-wal`).size).toBeGreaterThan(0);
    reader.prepare("commit").run([]);
    await expect.poll(() => statSync(`${path}-wal`).size, { timeout: 10_000 }).toBe(0);
    await checkpointer.stop();
    reader.close();
    database.close();
  });

  it("below its threshold, copies the log without holding the shop's queries", async () => {
    const { path, database } = filledLog();
    const { holds, holdQueries } = recordHolds(path);
    const checkpointer = startWalCheckpointer(path, { intervalMs: 20, restartFrames: 100_000, holdQueries });
    await expect.poll(() => statSync(path).size, { timeout: 10_000 }).toBeGreaterThan(WRITTEN_BYTES);
    expect(holds).toHaveLength(0);
    await checkpointer.stop();
    database.close();
  });
});
