import type { Kysely } from "kysely";
import type { CustomerFailure } from "../customers/customers.ts";
import { setCustomerRole } from "../customers/set-customer-role.ts";
import { inTransaction } from "../db/in-transaction.ts";
import type { Database } from "../db/schema.ts";
import { endAllSessions } from "./end-session.ts";

// A privilege change ends every session of the account: the next login issues a fresh token, so
// no cookie obtained under the old role carries the new one (or keeps the old one).

export async function changeCustomerRole(db: Kysely<Database>, input: { customerId: number; role: string }, now: Date): Promise<{ ok: true } | CustomerFailure> {
  const work = async (trx: Kysely<Database>): Promise<{ ok: true } | CustomerFailure> => {
    const changed = await setCustomerRole(trx, input.customerId, input.role, now);
    if (changed.ok) await endAllSessions(trx, input.customerId);
    return changed;
  };
  return inTransaction(db, work);
}
