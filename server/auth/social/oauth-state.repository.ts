import type { AuthDb } from "../auth-db.ts";

// All SQL for sign-in handshakes in flight, keyed by the sha256 of the browser's handshake cookie.

export interface Handshake {
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  prefill: string | null;
  expiresAt: string;
}

export async function insertHandshake(db: AuthDb, handleHash: string, handshake: Handshake): Promise<void> {
  await db
    .insertInto("oauth_states")
    .values({
      handle_hash: handleHash,
      provider: handshake.provider,
      state: handshake.state,
      nonce: handshake.nonce,
      code_verifier: handshake.codeVerifier,
      prefill: handshake.prefill,
      expires_at: handshake.expiresAt,
    })
    .execute();
}

/** Reads and deletes in one go: a handshake is good for one callback only. */
export async function takeHandshake(db: AuthDb, handleHash: string, now: string): Promise<Handshake | null> {
  const row = await db.deleteFrom("oauth_states").where("handle_hash", "=", handleHash).returningAll().executeTakeFirst();
  if (!row || row.expires_at <= now) return null;
  return { provider: row.provider, state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier, prefill: row.prefill, expiresAt: row.expires_at };
}

export async function findPrefill(db: AuthDb, handleHash: string, now: string): Promise<string | null> {
  const row = await db.selectFrom("oauth_states").select("prefill").where("handle_hash", "=", handleHash).where("expires_at", ">", now).executeTakeFirst();
  return row?.prefill ?? null;
}

export async function deleteExpiredHandshakes(db: AuthDb, now: string): Promise<number> {
  const result = await db.deleteFrom("oauth_states").where("expires_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
