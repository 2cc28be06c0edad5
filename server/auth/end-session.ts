import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { hashToken } from "../tokens/secure-token.ts";
import { deleteCustomerSessions, deleteSessionByHash } from "./session.repository.ts";
import { authDb } from "./auth-db.ts";

// Log out (this browser) and log out everywhere (every browser of the account).

export async function endSession(db: Kysely<Database>, sessionToken: string | null): Promise<void> {
  const tokenHash = sessionToken === null ? null : hashToken(sessionToken);
  if (tokenHash !== null) await deleteSessionByHash(authDb(db), tokenHash);
}

export async function endAllSessions(db: Kysely<Database>, customerId: number): Promise<void> {
  await deleteCustomerSessions(authDb(db), customerId, null);
}

/** After a password change or reset: every other browser must log in again with the new password. */
export async function endOtherSessions(db: Kysely<Database>, customerId: number, keepToken: string | null): Promise<void> {
  await deleteCustomerSessions(authDb(db), customerId, keepToken === null ? null : hashToken(keepToken));
}
