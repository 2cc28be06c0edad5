import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { connectDatabase, type DatabaseHandle } from "./connect.ts";
import { migrateToLatest } from "./migrate.ts";

/** PostgreSQL's codes for "already exists" when two test files create the extension at once. */
const CONCURRENT_CREATE_CODES = new Set(["23505", "42710"]);

/**
 * pg_trgm, installed once in public: created by a migration inside a test schema, it would be
 * dropped with that schema and take the other test schemas' trigram indexes with it.
 */
async function installTrigramExtension(admin: pg.Client): Promise<void> {
  const available = await admin.query("select 1 from pg_available_extensions where name = 'pg_trgm'");
  if (available.rowCount === 0) return;
  try {
    await admin.query("create extension if not exists pg_trgm schema public");
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== "string" || !CONCURRENT_CREATE_CODES.has(code)) throw error;
  }
}

/**
 * Test files run in parallel, and Kysely's migrator lists every table of every schema (asking
 * has_schema_privilege of each): a schema another file drops at that moment fails the listing with
 * "schema … does not exist". Migrations hold this advisory lock shared; dropping a schema takes it
 * alone, so it waits for the migrations under way, and they for it.
 */
const SCHEMA_LISTING_LOCK = 7_301_126;

async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    // Ending the session also releases any advisory lock it took.
    await admin.end();
  }
}

/** A test database, plus more connections to it: each stands for another process (e.g. job runners). */
export interface TestDatabaseHandle extends DatabaseHandle {
  /** Runs the migrations again (as a restarted shop would), in this test's own schema. */
  migrate(): Promise<string[]>;
  /** A new connection (SQLite) or pool (PostgreSQL) to the same database; close it before this one. */
  connectAgain(): DatabaseHandle;
  /** Where it is, for another process to connect to: the URL, and the PostgreSQL schema of this test. */
  connection: { url: string; schema?: string };
}

/**
 * A fresh, migrated database for one test file. Integration tests (`*.int.test.ts`) run once per
 * database: the Vitest project sets TEST_DB_KIND, and TEST_DATABASE_URL points at PostgreSQL.
 * Each call gets its own SQLite file or PostgreSQL schema, so test files never see each other.
 */
export async function createTestDatabase(): Promise<TestDatabaseHandle> {
  const kind = process.env.TEST_DB_KIND ?? "sqlite";
  if (kind === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "shopwright-test-"));
    const url = `sqlite:${join(dir, "shop.sqlite")}`;
    const handle = connectDatabase(url);
    await migrateToLatest(handle.db);
    return {
      ...handle,
      migrate: () => migrateToLatest(handle.db),
      connectAgain: () => connectDatabase(url),
      connection: { url },
      close: async () => { await handle.close(); rmSync(dir, { recursive: true, force: true }); },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB_KIND=postgres needs TEST_DATABASE_URL");
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const handle = connectDatabase(url, { schema, poolSize: 5 });
  const migrate = () =>
    withAdmin(url, async (admin) => {
      await admin.query("select pg_advisory_lock_shared($1)", [SCHEMA_LISTING_LOCK]);
      return migrateToLatest(handle.db, { schema });
    });
  await withAdmin(url, async (admin) => {
    await admin.query(`create schema ${schema}`);
    await installTrigramExtension(admin);
  });
  await migrate();
  return {
    ...handle,
    migrate,
    connectAgain: () => connectDatabase(url, { schema, poolSize: 5 }),
    connection: { url, schema },
    close: async () => {
      await handle.close();
      await withAdmin(url, async (admin) => {
        await admin.query("select pg_advisory_lock($1)", [SCHEMA_LISTING_LOCK]);
        await admin.query(`drop schema ${schema} cascade`);
      });
    },
  };
}
