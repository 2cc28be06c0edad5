import type { AuthDb } from "./auth-db.ts";

// All SQL for sessions. A session is found by the sha256 of its cookie token.

export async function insertSession(db: AuthDb, session: { customerId: number; tokenHash: string; remember: boolean; createdAt: string; expiresAt: string }): Promise<void> {
  await db
    .insertInto("sessions")
    .values({ customer_id: session.customerId, token_hash: session.tokenHash, remember: session.remember ? 1 : 0, created_at: session.createdAt, expires_at: session.expiresAt })
    .execute();
}

export async function findLiveSession(db: AuthDb, tokenHash: string, now: string): Promise<{ id: number; customerId: number; remember: boolean; expiresAt: string } | null> {
  const row = await db
    .selectFrom("sessions")
    .select(["id", "customer_id", "remember", "expires_at"])
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row ? { id: row.id, customerId: row.customer_id, remember: row.remember === 1, expiresAt: row.expires_at } : null;
}

export async function deleteSessionByHash(db: AuthDb, tokenHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
}

/** Every session of the customer except the one with `keepHash` (null: all of them). */
export async function deleteCustomerSessions(db: AuthDb, customerId: number, keepHash: string | null): Promise<void> {
  let query = db.deleteFrom("sessions").where("customer_id", "=", customerId);
  if (keepHash !== null) query = query.where("token_hash", "!=", keepHash);
  await query.execute();
}

export async function replaceSessionToken(db: AuthDb, sessionId: number, tokenHash: string): Promise<void> {
  await db.updateTable("sessions").set({ token_hash: tokenHash }).where("id", "=", sessionId).execute();
}

export async function deleteExpiredSessions(db: AuthDb, now: string): Promise<number> {
  const result = await db.deleteFrom("sessions").where("expires_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
