import type { Kysely, Transaction } from "kysely";

/**
 * Narrows a handle (or a transaction) on more tables to the tables one module owns, for that
 * module's repositories. Kysely's handle type is invariant in its table map, so a handle on the
 * whole database does not convert by itself, though it can do all that a narrower one can; this is
 * the one place that says so. The object is the same, so a narrowed transaction is still the
 * caller's transaction.
 *
 *   const reviewsDb = ownTables<ReviewsTables>();   // once per module
 *   await insertReview(reviewsDb(trx), review);     // in a use case
 */
export function ownTables<Own>(): <All extends Own>(db: Kysely<All> | Transaction<All>) => Kysely<Own> {
  return <All extends Own>(db: Kysely<All> | Transaction<All>) => db as unknown as Kysely<Own>;
}
