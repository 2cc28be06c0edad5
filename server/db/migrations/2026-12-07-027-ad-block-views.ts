import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
// Ad-block detection (spec §7, issue 12, decision 048): every page view the theme script reports
// is counted into one row per UTC day, by a single upsert, so a busy shop writes one small row a day
// instead of a row per view, and concurrent reports add up exactly on SQLite and PostgreSQL alike.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("ad_block_views")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("page_views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("blocked", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("ad_block_views").execute();
}
