import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { updatePasswordHash } from "./customer.repository.ts";

// Stores a new password hash. Ending other sessions is the auth module's part of a password change.

export async function setCustomerPassword(db: Kysely<Database>, customerId: number, passwordHash: string, now: Date): Promise<void> {
  await updatePasswordHash(db, customerId, passwordHash, now.toISOString());
}
