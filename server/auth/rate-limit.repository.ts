import { sql } from "kysely";
import type { AuthDb } from "./auth-db.ts";

// One fixed-window counter per key, counted in a single upsert so concurrent processes never lose
// a hit: a window older than `windowStart` restarts at 1, a current one goes up by one.

export async function hitBucket(db: AuthDb, bucketKey: string, now: string, windowStart: string): Promise<{ hits: number; windowStartedAt: string }> {
  const row = await db
    .insertInto("rate_limit_buckets")
    .values({ bucket_key: bucketKey, window_started_at: now, hits: 1 })
    .onConflict((oc) =>
      oc.column("bucket_key").doUpdateSet({
        hits: sql<number>`case when rate_limit_buckets.window_started_at <= ${windowStart} then 1 else rate_limit_buckets.hits + 1 end`,
        window_started_at: sql<string>`case when rate_limit_buckets.window_started_at <= ${windowStart} then ${now} else rate_limit_buckets.window_started_at end`,
      }),
    )
    .returning(["hits", "window_started_at"])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowStartedAt: row.window_started_at };
}

export async function deleteBucket(db: AuthDb, bucketKey: string): Promise<void> {
  await db.deleteFrom("rate_limit_buckets").where("bucket_key", "=", bucketKey).execute();
}

export async function deleteStaleBuckets(db: AuthDb, windowStart: string): Promise<number> {
  const result = await db.deleteFrom("rate_limit_buckets").where("window_started_at", "<=", windowStart).executeTakeFirst();
  return Number(result.numDeletedRows);
}
