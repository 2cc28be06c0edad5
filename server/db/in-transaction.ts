import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

/**
 * Runs `work` in the caller's transaction, or in a new one when the caller holds none: a use case
 * may be called by an action that does more work in one transaction, and Kysely cannot nest them.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
