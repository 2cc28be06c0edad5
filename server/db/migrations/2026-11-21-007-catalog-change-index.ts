import type { Kysely } from "kysely";

// Frozen in time. The page cache asks for the newest product change about once a second; this
// index answers max(updated_at) without scanning the table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("products_updated").on("products").column("updated_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("products_updated").execute();
}
