import type { Kysely } from "kysely";

// Frozen in time. A processor's webhook may name only its own transaction: this index finds the
// order without scanning the table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("orders_transaction").on("orders").column("transaction_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_transaction").execute();
}
