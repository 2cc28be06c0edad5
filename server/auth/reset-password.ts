import type { Kysely } from "kysely";
import { setCustomerPassword } from "../customers/set-customer-password.ts";
import { hashPassword } from "../customers/password-hash.ts";
import type { Database } from "../db/schema.ts";
import type { AuthFailure } from "./auth.ts";
import { consumeRateLimit } from "./consume-rate-limit.ts";
import { checkNewPassword } from "./create-account.ts";
import { endOtherSessions } from "./end-session.ts";
import { consumeReset, deleteCustomerResets, findLiveReset } from "./password-reset.repository.ts";
import { hashToken } from "../tokens/secure-token.ts";
import { authDb } from "./auth-db.ts";

// Sets a new password from a lost-password link. The link is used up, every other link of the
// account is dropped, and every session except the browser's own ends: whoever knew the old
// password is logged out. The person then logs in with the new password.

export interface ResetPasswordInput {
  token: string;
  password: string;
  passwordRepeat: string;
  ip: string;
  ipLimit?: number;
  /** The browser's own session (kept if it belongs to the same account). */
  sessionToken: string | null;
}

export type ResetPasswordResult =
  | { ok: true; customerId: number }
  | AuthFailure<"reset_token_invalid" | "password_too_short" | "password_too_long" | "passwords_dont_match" | "rate_limited">;

/** Whether a link still works, so the reset form can say so before the person types a password. */
export async function checkResetToken(db: Kysely<Database>, token: string, now: Date): Promise<boolean> {
  const tokenHash = hashToken(token);
  return tokenHash !== null && (await findLiveReset(authDb(db), tokenHash, now.toISOString())) !== null;
}

export async function resetPassword(db: Kysely<Database>, input: ResetPasswordInput, now: Date): Promise<ResetPasswordResult> {
  const tokenHash = hashToken(input.token);
  if (tokenHash === null) return { ok: false, code: "reset_token_invalid" };
  const weak = checkNewPassword(input.password);
  if (weak) return weak;
  if (input.password !== input.passwordRepeat) return { ok: false, code: "passwords_dont_match", field: "password_repeat" };
  const limit = await consumeRateLimit(db, { action: "reset_password", account: null, ip: input.ip, ipLimit: input.ipLimit }, now);
  if (!limit.ok) return { ok: false, code: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
  if ((await findLiveReset(authDb(db), tokenHash, now.toISOString())) === null) return { ok: false, code: "reset_token_invalid" };

  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx): Promise<ResetPasswordResult> => {
    const customerId = await consumeReset(authDb(trx), tokenHash, now.toISOString());
    if (customerId === null) return { ok: false, code: "reset_token_invalid" };
    await setCustomerPassword(trx, customerId, passwordHash, now);
    await deleteCustomerResets(authDb(trx), customerId);
    await endOtherSessions(trx, customerId, input.sessionToken);
    return { ok: true, customerId };
  });
}
