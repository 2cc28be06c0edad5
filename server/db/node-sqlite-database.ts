import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";
import { LRUCache } from "lru-cache";

/**
 * Kysely prepares every query afresh, and on the cart's hot path preparing cost more than
 * running. Prepared statements are kept per SQL text, least recently used first out: queries with
 * `in (?, ?, …)` lists of many lengths only mean more entries, never unbounded memory.
 */
export const SQLITE_STATEMENT_CACHE_SIZE = 500;

/**
 * SQLite's own page cache, in KiB, allocated as pages are read. Its default of 2 MB holds none of a
 * large catalogue: the products of one category are spread over the products table (26 MB at
 * 100,000 products), and a product table sorted within a category read 5,000 rows through the
 * operating system's cache each time, 27 ms a request. With the table's pages kept, 5 ms.
 */
const PAGE_CACHE_KIB = 32 * 1024;

/**
 * Kysely opens every transaction with a plain BEGIN, which SQLite defers until the first write.
 * A deferred transaction that has read and then writes fails at once ("database is locked") if
 * another connection, such as the shop CLI importing products, wrote in between: the busy timeout
 * cannot help it. Taking the write lock at BEGIN makes it wait for the other writer instead. The
 * shop's own connection runs one transaction at a time anyway, so nothing waits that did not before.
 */
const BEGIN_WRITE_TRANSACTION = "begin immediate";

interface PreparedStatement {
  statement: StatementSync;
  reader: boolean;
}

/**
 * Kysely's SqliteDialect speaks to a better-sqlite3-shaped object. node:sqlite is built into Node
 * and needs no native addon (which would break under the pinned Node 24), so we adapt it here.
 */
export function openNodeSqlite(path: string, options: { autoCheckpoint: boolean } = { autoCheckpoint: true }): SqliteDatabase {
  const database = new DatabaseSync(path);
  database.exec("PRAGMA journal_mode = WAL");
  // Off when a worker thread checkpoints instead (wal-checkpointer.ts).
  if (!options.autoCheckpoint) database.exec("PRAGMA wal_autocheckpoint = 0");
  database.exec("PRAGMA foreign_keys = ON");
  database.exec("PRAGMA busy_timeout = 5000");
  database.exec("PRAGMA synchronous = NORMAL");
  database.exec(`PRAGMA cache_size = -${PAGE_CACHE_KIB}`);
  const cache = new LRUCache<string, PreparedStatement>({ max: SQLITE_STATEMENT_CACHE_SIZE });

  const prepared = (sql: string): PreparedStatement => {
    const hit = cache.get(sql);
    if (hit) return hit;
    const statement = database.prepare(sql);
    const entry = { statement, reader: statement.columns().length > 0 };
    cache.set(sql, entry);
    return entry;
  };

  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const { statement, reader } = prepared(sql === "begin" ? BEGIN_WRITE_TRANSACTION : sql);
      return {
        reader,
        all: (parameters) => statement.all(...parameters.map(toSqliteValue)),
        run: (parameters) => statement.run(...parameters.map(toSqliteValue)),
        // A stream keeps its statement busy until it ends, so it gets one of its own.
        iterate: (parameters) => database.prepare(sql).iterate(...parameters.map(toSqliteValue)),
      };
    },
  };
}

// node:sqlite binds a Date as NULL without complaint and rejects booleans, so convert both.
function toSqliteValue(value: unknown): SQLInputValue {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value === undefined) return null;
  return value as SQLInputValue;
}
