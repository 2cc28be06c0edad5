import { sql } from "kysely";
import type { AdBlockDb } from "./ad-block-db.ts";
import type { AdBlockResult, AdBlockShare } from "./ad-block.ts";

// One row per UTC day, counted in a single upsert: the database adds to the row under its own
// lock, so concurrent reports (from several processes too) are never lost, on SQLite and PostgreSQL.

export async function countView(db: AdBlockDb, day: string, result: AdBlockResult): Promise<void> {
  await db
    .insertInto("ad_block_views")
    .values({ day, page_views: 1, blocked: result })
    .onConflict((oc) =>
      oc.column("day").doUpdateSet({
        page_views: sql<number>`ad_block_views.page_views + 1`,
        blocked: sql<number>`ad_block_views.blocked + ${result}`,
      }),
    )
    .execute();
}

/** Totals over the days from `fromDay` (inclusive, YYYY-MM-DD), or over every day when null. */
export async function sumViews(db: AdBlockDb, fromDay: string | null): Promise<AdBlockShare> {
  let query = db.selectFrom("ad_block_views").select([sql<number | string | null>`sum(page_views)`.as("page_views"), sql<number | string | null>`sum(blocked)`.as("blocked")]);
  if (fromDay !== null) query = query.where("day", ">=", fromDay);
  const row = await query.executeTakeFirst();
  // PostgreSQL returns sums of integers as text (bigint); no rows sum to null.
  return { pageViews: Number(row?.page_views ?? 0), blocked: Number(row?.blocked ?? 0) };
}
