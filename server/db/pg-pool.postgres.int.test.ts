import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "./test-database.ts";

// The shop keeps its PostgreSQL connections open while idle (connect.ts), so the server may end one
// the pool holds (a restart, an administrator's pg_terminate_backend): the pool must drop it and
// open another, and the process must carry on.

describe("the PostgreSQL connection pool", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const backendPid = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]!.pid;

  it("replaces an idle connection the server ended, without an unhandled error", async () => {
    const pid = await backendPid();
    const admin = handle.connectAgain();
    try {
      await sql`select pg_terminate_backend(${pid})`.execute(admin.db);
    } finally {
      await admin.close();
    }
    // The pool hears of the ended connection asynchronously; a query sent before that fails once.
    await expect.poll(() => backendPid().catch(() => null), { timeout: 10_000 }).not.toBeNull();
    expect(await backendPid()).not.toBe(pid);
  });
});
