import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/schema.ts";
import { hashToken } from "../../tokens/secure-token.ts";
import { findPrefill } from "./oauth-state.repository.ts";
import type { SocialPrefill } from "./social.ts";
import { authDb } from "../auth-db.ts";

// After a force-register sign-in: the provider's name and email for the register form. Read from
// the server's handshake row, so a browser cannot inject someone else's email.

export const storedPrefillSchema = z.object({ email: z.string(), first_name: z.string(), last_name: z.string(), subject: z.string() });

export async function getSocialRegistration(db: Kysely<Database>, handle: string | null, now: Date): Promise<SocialPrefill | null> {
  const handleHash = handle === null ? null : hashToken(handle);
  if (handleHash === null) return null;
  const json = await findPrefill(authDb(db), handleHash, now.toISOString());
  if (json === null) return null;
  const { email, first_name, last_name } = storedPrefillSchema.parse(JSON.parse(json));
  return { email, first_name, last_name };
}
