import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { RATE_LIMIT_WINDOW_SECONDS } from "./auth.ts";
import { deleteExpiredResets } from "./password-reset.repository.ts";
import { deleteStaleBuckets } from "./rate-limit.repository.ts";
import { deleteExpiredSessions } from "./session.repository.ts";
import { deleteExpiredHandshakes } from "./social/oauth-state.repository.ts";
import { authDb } from "./auth-db.ts";

// Housekeeping for a scheduled job: expired rows are already ignored by every read, this only
// keeps the tables small.

export async function purgeExpiredAuthRows(db: Kysely<Database>, now: Date): Promise<{ deleted: number }> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - RATE_LIMIT_WINDOW_SECONDS * 1000).toISOString();
  const counts = [
    await deleteExpiredSessions(authDb(db), at),
    await deleteExpiredResets(authDb(db), at),
    await deleteStaleBuckets(authDb(db), windowStart),
    await deleteExpiredHandshakes(authDb(db), at),
  ];
  return { deleted: counts.reduce((sum, n) => sum + n, 0) };
}
