import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import type pg from "pg";

// PostgreSQL parses and plans every statement it is sent unless the statement is prepared. The
// cart's statements are small, so parsing and planning were most of the server's work per add.
// Each pooled connection therefore prepares a statement (a named one, in pg's terms) the first
// time it sees its SQL text and runs the prepared one after that.

/** A connection prepares at most this many statements; further new texts run unprepared. */
export const PREPARED_STATEMENTS_PER_CONNECTION = 1000;

/** The pool Kysely's PostgresDialect takes, handing out connections that prepare statements. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  // Keyed by the pg client object, which the pool reuses for the life of its connection.
  const namesByClient = new WeakMap<pg.PoolClient, Map<string, string>>();

  const nameFor = (client: pg.PoolClient, sql: string): string | null => {
    let names = namesByClient.get(client);
    if (!names) {
      names = new Map();
      namesByClient.set(client, names);
    }
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= PREPARED_STATEMENTS_PER_CONNECTION) return null;
    const name = `shopwright_${names.size}`;
    names.set(sql, name);
    return name;
  };

  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>) {
      if (typeof sqlOrCursor !== "string") return client.query(sqlOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
      const values = [...(parameters ?? [])];
      // Statements without parameters (begin, commit) cost nothing to parse.
      const name = values.length === 0 ? null : nameFor(client, sqlOrCursor);
      const config: pg.QueryConfig = name === null ? { text: sqlOrCursor, values } : { name, text: sqlOrCursor, values };
      return client.query(config) as unknown as Promise<PostgresQueryResult<R>>;
    }
    return { query, release: (destroy?: boolean) => client.release(destroy) };
  };

  return {
    // Kysely builds a control connection from these to cancel a running query.
    Client: (pool as unknown as { Client: NonNullable<PostgresPool["Client"]> }).Client,
    options: pool.options,
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}
