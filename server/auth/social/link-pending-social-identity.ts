import type { Kysely } from "kysely";
import { emailKey, type Customer } from "../../customers/customers.ts";
import type { Database } from "../../db/schema.ts";
import { hashToken } from "../../tokens/secure-token.ts";
import { storedPrefillSchema } from "./get-social-registration.ts";
import { takeHandshake } from "./oauth-state.repository.ts";
import { insertIdentity } from "./social-identity.repository.ts";
import { isSocialProvider } from "./social.ts";
import { authDb } from "../auth-db.ts";

// When someone registers after a force-register sign-in with the email the provider confirmed,
// the provider identity is linked, so the next social sign-in logs straight in. A different email
// links nothing: the provider never vouched for it.

export async function linkPendingSocialIdentity(trx: Kysely<Database>, input: { handle: string; customer: Customer }, now: Date): Promise<boolean> {
  const handleHash = hashToken(input.handle);
  if (handleHash === null) return false;
  const handshake = await takeHandshake(authDb(trx), handleHash, now.toISOString());
  if (handshake === null || handshake.prefill === null || !isSocialProvider(handshake.provider)) return false;
  const prefill = storedPrefillSchema.parse(JSON.parse(handshake.prefill));
  if (emailKey(prefill.email) !== emailKey(input.customer.email)) return false;
  await insertIdentity(authDb(trx), { provider: handshake.provider, subject: prefill.subject, customerId: input.customer.id, email: prefill.email }, now.toISOString());
  return true;
}
