import type { Kysely } from "kysely";
import { getCustomer } from "../customers/get-customer.ts";
import type { Customer } from "../customers/customers.ts";
import type { Database } from "../db/schema.ts";
import { hashToken } from "../tokens/secure-token.ts";
import { findLiveSession } from "./session.repository.ts";
import { authDb } from "./auth-db.ts";

// Who is behind a session cookie. Tokens come only from the cookie, never from a URL.

export interface SignedInCustomer {
  customer: Customer;
  sessionId: number;
  remember: boolean;
  expiresAt: string;
}

function findSession(db: Kysely<Database>, sessionToken: string | null, now: Date) {
  const tokenHash = sessionToken === null ? null : hashToken(sessionToken);
  return tokenHash === null ? Promise.resolve(null) : findLiveSession(authDb(db), tokenHash, now.toISOString());
}

/**
 * Only the signed-in customer's id, for callers that need no more (the cart on every request): a
 * session's customer always exists, since deleting a customer deletes their sessions.
 */
export async function getSignedInCustomerId(db: Kysely<Database>, sessionToken: string | null, now: Date): Promise<number | null> {
  return (await findSession(db, sessionToken, now))?.customerId ?? null;
}

export async function getSignedInCustomer(db: Kysely<Database>, sessionToken: string | null, now: Date): Promise<SignedInCustomer | null> {
  const session = await findSession(db, sessionToken, now);
  if (session === null) return null;
  const customer = await getCustomer(db, session.customerId);
  return customer === null ? null : { customer, sessionId: session.id, remember: session.remember, expiresAt: session.expiresAt };
}
