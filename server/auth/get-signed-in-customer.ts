import type { Kysely } from "kysely";
import { getCustomer } from "../customers/get-customer.ts";
import type { Customer } from "../customers/customers.ts";
import type { Database } from "../db/schema.ts";
import { hashToken } from "./secure-token.ts";
import { findLiveSession } from "./session.repository.ts";

// Who is behind a session cookie. Tokens come only from the cookie, never from a URL.

export interface SignedInCustomer {
  customer: Customer;
  sessionId: number;
  remember: boolean;
  expiresAt: string;
}

export async function getSignedInCustomer(db: Kysely<Database>, sessionToken: string | null, now: Date): Promise<SignedInCustomer | null> {
  if (sessionToken === null) return null;
  const tokenHash = hashToken(sessionToken);
  if (tokenHash === null) return null;
  const session = await findLiveSession(db, tokenHash, now.toISOString());
  if (session === null) return null;
  const customer = await getCustomer(db, session.customerId);
  return customer === null ? null : { customer, sessionId: session.id, remember: session.remember, expiresAt: session.expiresAt };
}
