import type { CaptchaDb } from "./captcha-db.ts";

// Spent solutions, by their challenge's id. The insert does nothing when the id is already there,
// so of two requests racing with one solution exactly one spends it, on SQLite and PostgreSQL.

/** True when this call spent the challenge; false when it had been spent before. */
export async function spendChallenge(db: CaptchaDb, challengeId: string, expiresAt: string): Promise<boolean> {
  // RETURNING names the row only when it was inserted, on both databases.
  const row = await db
    .insertInto("captcha_solutions")
    .values({ challenge_id: challengeId, expires_at: expiresAt })
    .onConflict((oc) => oc.column("challenge_id").doNothing())
    .returning("challenge_id")
    .executeTakeFirst();
  return row !== undefined;
}

/** Rows whose challenge has expired: a replay of them is refused as expired anyway. */
export async function deleteExpiredChallenges(db: CaptchaDb, now: string): Promise<void> {
  await db.deleteFrom("captcha_solutions").where("expires_at", "<", now).execute();
}
