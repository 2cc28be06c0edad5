import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { updatePasswordHash } from "./customer.repository.ts";
import { customersDb } from "./customers-db.ts";

// Stores a new password hash. Ending other sessions is the auth module's part of a password change.

export async function setCustomerPassword(db: Kysely<Database>, customerId: number, passwordHash: string, now: Date): Promise<void> {
  await updatePasswordHash(customersDb(db), customerId, passwordHash, now.toISOString());
}
