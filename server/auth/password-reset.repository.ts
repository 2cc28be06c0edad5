import type { AuthDb } from "./auth-db.ts";

// All SQL for password-reset links, found by the sha256 of the link's token.

export async function insertPasswordReset(db: AuthDb, reset: { customerId: number; tokenHash: string; createdAt: string; expiresAt: string }): Promise<void> {
  await db
    .insertInto("password_resets")
    .values({ customer_id: reset.customerId, token_hash: reset.tokenHash, created_at: reset.createdAt, expires_at: reset.expiresAt })
    .execute();
}

/** Whose live link this is, without using it up (the reset form checks the link before showing). */
export async function findLiveReset(db: AuthDb, tokenHash: string, now: string): Promise<number | null> {
  const row = await db.selectFrom("password_resets").select("customer_id").where("token_hash", "=", tokenHash).where("expires_at", ">", now).executeTakeFirst();
  return row?.customer_id ?? null;
}

/** Uses the link up: deleting it first means two concurrent resets cannot both succeed. */
export async function consumeReset(db: AuthDb, tokenHash: string, now: string): Promise<number | null> {
  const row = await db.deleteFrom("password_resets").where("token_hash", "=", tokenHash).returning(["customer_id", "expires_at"]).executeTakeFirst();
  return row && row.expires_at > now ? row.customer_id : null;
}

export async function deleteCustomerResets(db: AuthDb, customerId: number): Promise<void> {
  await db.deleteFrom("password_resets").where("customer_id", "=", customerId).execute();
}

export async function deleteExpiredResets(db: AuthDb, now: string): Promise<number> {
  const result = await db.deleteFrom("password_resets").where("expires_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
