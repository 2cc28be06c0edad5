import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { IssuedSession } from "./auth.ts";
import { hashToken, issueToken } from "../tokens/secure-token.ts";
import { findLiveSession, replaceSessionToken } from "./session.repository.ts";
import { authDb } from "./auth-db.ts";
import { canEditPages, type Role } from "../customers/customers.ts";

// A new token for the same session (same expiry) after a privilege change such as a new password:
// a copy of the old cookie taken before the change is worth nothing afterwards.

export async function rotateSession(db: Kysely<Database>, sessionToken: string, role: Role, now: Date): Promise<IssuedSession | null> {
  const oldHash = hashToken(sessionToken);
  if (oldHash === null) return null;
  const session = await findLiveSession(authDb(db), oldHash, now.toISOString());
  if (session === null) return null;
  const { token, tokenHash } = issueToken();
  await replaceSessionToken(authDb(db), session.id, tokenHash);
  return { token, remember: session.remember, expiresAt: session.expiresAt, editor: canEditPages(role) };
}
