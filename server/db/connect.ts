import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { openNodeSqlite } from "./node-sqlite-database.ts";
import { preparingPool } from "./preparing-pg-pool.ts";
import { startWalCheckpointer } from "./wal-checkpointer.ts";
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
  /**
   * SQLite: checkpoint the write-ahead log from a worker thread instead of inside whichever commit
   * fills it (wal-checkpointer.ts). For the shop's long-running processes.
   */
  checkpointInBackground?: boolean;
}

/**
 * PostgreSQL's default (4) prices a random read as a spinning disk's. A shop's catalogue is read
 * from memory or SSD, where 1.1 is the usual setting; with 4, a category page of 5,000 products
 * hash-joined a scan of all 100,000 instead of probing them by key (decision 041: 42 → 26 ms for
 * the table's category page, 66 → 42 ms for the shop's, at 100,000 products).
 */
const RANDOM_PAGE_COST = 1.1;

/** Opens the database named by a `sqlite:<path>` or `postgres://…` URL. */
export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseHandle {
  if (url.startsWith("sqlite:")) {
    const path = url.slice("sqlite:".length);
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    const background = options.checkpointInBackground === true && path !== ":memory:";
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: openNodeSqlite(path, { autoCheckpoint: !background }) }) });
    // Kysely gives its one SQLite connection to one caller at a time: holding it holds every query.
    const checkpointer = background ? startWalCheckpointer(path, { holdQueries: (whileHeld) => db.connection().execute(whileHeld) }) : null;
    return {
      db,
      kind: "sqlite",
      close: async () => {
        // The thread first, so it cannot ask for a hold on a database already closed; closing the
        // last connection then copies whatever is left in the log.
        await checkpointer?.stop();
        await db.destroy();
      },
    };
  }
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    const settings = [`-c random_page_cost=${RANDOM_PAGE_COST}`, ...(options.schema ? [`-c search_path=${options.schema}`] : [])];
    // Connections stay open while idle (pg closes them after 10 s by default): a shop quiet for a
    // moment then met the next burst by opening them all again, with their prepared statements,
    // and answered nothing for 0.2–0.5 s (issue 13's add-to-cart bar at 1,000 adds a second;
    // decision 057).
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, idleTimeoutMillis: 0, options: settings.join(" ") });
    // An idle connection the server ends (a restart, pg_terminate_backend) is dropped by the pool,
    // which opens another when needed; unheard, its error would end the process.
    pool.on("error", (error) => console.warn("PostgreSQL ended an idle connection; the pool will open another", error.message));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  throw new Error(`Unsupported database URL: ${url}`);
}
