import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { openNodeSqlite } from "./node-sqlite-database.ts";
import { preparingPool } from "./preparing-pg-pool.ts";
import type { Database } from "./schema.ts";

export type DatabaseKind = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL schema to use instead of public (tests isolate themselves this way). */
  schema?: string;
  poolSize?: number;
}

/** Opens the database named by a `sqlite:<path>` or `postgres://…` URL. */
export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseHandle {
  if (url.startsWith("sqlite:")) {
    const path = url.slice("sqlite:".length);
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: openNodeSqlite(path) }) });
    return { db, kind: "sqlite", close: () => db.destroy() };
  }
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  throw new Error(`Unsupported database URL: ${url}`);
}
