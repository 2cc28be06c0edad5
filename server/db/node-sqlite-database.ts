import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Kysely's SqliteDialect speaks to a better-sqlite3-shaped object. node:sqlite is built into Node
 * and needs no native addon (which would break under the pinned Node 24), so we adapt it here.
 */
export function openNodeSqlite(path: string): SqliteDatabase {
  const database = new DatabaseSync(path);
  database.exec("PRAGMA journal_mode = WAL");
  database.exec("PRAGMA foreign_keys = ON");
  database.exec("PRAGMA busy_timeout = 5000");
  database.exec("PRAGMA synchronous = NORMAL");
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const statement = database.prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...parameters.map(toSqliteValue)),
        run: (parameters) => statement.run(...parameters.map(toSqliteValue)),
        iterate: (parameters) => statement.iterate(...parameters.map(toSqliteValue)),
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
