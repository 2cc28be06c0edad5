import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./connect.ts";
import { SQLITE_STATEMENT_CACHE_SIZE } from "./node-sqlite-database.ts";
import { PREPARED_STATEMENTS_PER_CONNECTION } from "./preparing-pg-pool.ts";
import { createTestDatabase } from "./test-database.ts";

// Both databases keep prepared statements per SQL text (decision 006): results must not change,
// whatever the cache holds, and the caches stay within their bounds.

const kind = process.env.TEST_DB_KIND ?? "sqlite";

describe("prepared statements", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db
      .insertInto("products")
      .values(["a", "b", "c"].map((slug) => ({ type: "simple", slug, name: slug.toUpperCase(), created_at: "2026-01-01T00:00:00Z", updated_at: "2026-01-01T00:00:00Z" })))
      .execute();
  });
  afterAll(() => handle.close());

  const nameOf = async (db: DatabaseHandle["db"], slug: string) =>
    (await db.selectFrom("products").select("name").where("slug", "=", slug).executeTakeFirst())?.name;

  it("answers the same statement with new parameters correctly, again and again", async () => {
    for (const slug of ["a", "b", "c", "a"]) expect(await nameOf(handle.db, slug)).toBe(slug.toUpperCase());
  });

  it("stays correct past the cache's bound, when the oldest statements have been dropped", async () => {
    const bound = kind === "sqlite" ? SQLITE_STATEMENT_CACHE_SIZE : PREPARED_STATEMENTS_PER_CONNECTION;
    await handle.db.connection().execute(async (db) => {
      expect(await nameOf(db, "a")).toBe("A");
      // Distinct SQL texts: the number is part of the text, and one parameter makes it preparable.
      for (let i = 0; i <= bound; i += 1) {
        const row = await sql<{ n: number }>`select ${sql.lit(i)} + ${1} as n`.execute(db);
        expect(Number(row.rows[0]?.n)).toBe(i + 1);
      }
      expect(await nameOf(db, "b")).toBe("B");
      if (kind === "postgres") {
        const prepared = await sql<{ count: string }>`select count(*) as count from pg_prepared_statements where name like 'shopwright_%'`.execute(db);
        expect(Number(prepared.rows[0]?.count)).toBe(PREPARED_STATEMENTS_PER_CONNECTION);
      }
    });
  });
});
