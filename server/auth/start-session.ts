import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { BROWSER_SESSION_SECONDS, REMEMBERED_SESSION_SECONDS, type IssuedSession } from "./auth.ts";
import { hashToken, issueToken } from "../tokens/secure-token.ts";
import { deleteSessionByHash, insertSession } from "./session.repository.ts";
import { authDb } from "./auth-db.ts";
import { canEditPages, type Role } from "../customers/customers.ts";

// A new session with a new token. Any session the browser already held is dropped, so a token
// planted before login (session fixation) never becomes a logged-in one.

export interface StartSessionInput {
  customerId: number;
  role: Role;
  remember: boolean;
  /** The session cookie the request carried, if any. */
  previousToken: string | null;
}

export async function startSession(db: Kysely<Database>, input: StartSessionInput, now: Date): Promise<IssuedSession> {
  const previousHash = input.previousToken === null ? null : hashToken(input.previousToken);
  if (previousHash !== null) await deleteSessionByHash(authDb(db), previousHash);
  const { token, tokenHash } = issueToken();
  const lifetime = input.remember ? REMEMBERED_SESSION_SECONDS : BROWSER_SESSION_SECONDS;
  const expiresAt = new Date(now.getTime() + lifetime * 1000).toISOString();
  await insertSession(authDb(db), { customerId: input.customerId, tokenHash, remember: input.remember, createdAt: now.toISOString(), expiresAt });
  return { token, remember: input.remember, expiresAt, editor: canEditPages(input.role) };
}
