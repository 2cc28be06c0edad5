import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { updateRole } from "./customer.repository.ts";
import { isRole, type CustomerFailure } from "./customers.ts";
import { customersDb } from "./customers-db.ts";

// Changes what an account may do. Callers end its sessions (auth's changeCustomerRole does), so a
// privilege change never rides on an old session token.

export async function setCustomerRole(db: Kysely<Database>, customerId: number, role: string, now: Date): Promise<{ ok: true } | CustomerFailure> {
  if (!isRole(role)) return { ok: false, code: "role_invalid", field: "role" };
  return (await updateRole(customersDb(db), customerId, role, now.toISOString())) ? { ok: true } : { ok: false, code: "customer_not_found" };
}
