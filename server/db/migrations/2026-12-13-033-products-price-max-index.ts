import { sql, type Kysely } from "kysely";

// Frozen in time: never import application code here.
// The shop's "price, high to low" order (price_max descending, products without a price last,
// then id descending) had no index: every page sorted the whole catalogue (50 ms for page 500 at
// 100,000 products on PostgreSQL), and a keyset page could not seek (decision 052).
// - SQLite keeps NULLs first in an ascending index, so walking (price_max) backwards gives the
//   order, the id (its rowid) included.
// - PostgreSQL keeps NULLs last by default; with NULLs first and the id in the index, walking it
//   backwards gives the whole order, so neither the page nor the seek sorts.

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name === "PostgresAdapter";
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`create index products_price_max on products (price_max nulls first, id)`.execute(db);
  else await db.schema.createIndex("products_price_max").on("products").column("price_max").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("products_price_max").execute();
}
