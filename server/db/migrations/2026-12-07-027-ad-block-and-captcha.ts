import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
// Ad-block detection (spec §7, issue 12, decision 048): every page view the theme script reports
// is counted into one row per UTC day, by a single upsert, so a busy shop writes one small row a day
// instead of a row per view, and concurrent reports add up exactly on SQLite and PostgreSQL alike.
// Captcha on the account forms (decision 049): each solved challenge is spent once. Its id goes
// into captcha_solutions by an insert that does nothing on a repeat, so a replayed solution is
// refused even when two requests race; rows past their challenge's expiry are deleted.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("ad_block_views")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("page_views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("blocked", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("captcha_solutions")
    .addColumn("challenge_id", "text", (c) => c.primaryKey())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("captcha_solutions_expires").on("captcha_solutions").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("captcha_solutions").execute();
  await db.schema.dropTable("ad_block_views").execute();
}
