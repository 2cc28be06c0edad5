import { mkdtempSync, rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openNodeSqlite } from "./node-sqlite-database.ts";

describe("the node:sqlite adapter", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("takes the write lock when a transaction begins, so another writer waits instead of breaking it", async () => {
    dir = mkdtempSync(join(tmpdir(), "shopwright-sqlite-"));
    const path = join(dir, "shop.sqlite");
    const db = new Kysely<Record<string, never>>({ dialect: new SqliteDialect({ database: openNodeSqlite(path) }) });
    await sql`create table notes (body text)`.execute(db);
    const other = new DatabaseSync(path);
    other.exec("PRAGMA busy_timeout = 0");
    try {
      await db.transaction().execute(async (trx) => {
        await sql`select count(*) from notes`.execute(trx);
        // A plain BEGIN would hold no write lock after a read, and this write would get through,
        // leaving the transaction above to fail on its own first write.
        expect(() => other.exec("insert into notes (body) values ('elsewhere')")).toThrow(/locked|busy/i);
        await sql`insert into notes (body) values ('here')`.execute(trx);
      });
      expect(other.prepare("select body from notes").all()).toEqual([{ body: "here" }]);
    } finally {
      other.close();
      await db.destroy();
    }
  });

  it("keeps 32 MB of the database's pages in SQLite's own cache, beyond its default of 2 MB", async () => {
    dir = mkdtempSync(join(tmpdir(), "shopwright-sqlite-"));
    const db = new Kysely<Record<string, never>>({ dialect: new SqliteDialect({ database: openNodeSqlite(join(dir, "shop.sqlite")) }) });
    try {
      const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
      // Negative: a size in KiB rather than a number of pages.
      expect(rows).toEqual([{ cache_size: -32 * 1024 }]);
    } finally {
      await db.destroy();
    }
  });
});
