import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import { changeCustomerRole } from "../server/auth/change-customer-role.ts";
import { findCustomerByEmail } from "../server/customers/get-customer.ts";
import { ROLES, isRole } from "../server/customers/customers.ts";
import type { Database } from "../server/db/schema.ts";
import type { CommandOutput } from "./import-products-command.ts";

// `shop set-role --email … --role customer|editor|administrator`: promotes or demotes an account.
// The change ends every session of the account, so the new role applies from its next login.

export const SET_ROLE_USAGE = `Usage: npm run shop -- set-role --email <email> --role ${ROLES.join("|")}`;

export async function runSetRole(db: Kysely<Database>, args: string[], output: CommandOutput, now = new Date()): Promise<number> {
  let values: { email?: string | undefined; role?: string | undefined };
  try {
    values = parseArgs({ args, options: { email: { type: "string" }, role: { type: "string" } }, strict: true, allowPositionals: false }).values;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    output.err(`${error.message}\n${SET_ROLE_USAGE}`);
    return 2;
  }
  if (values.email === undefined || values.role === undefined || !isRole(values.role)) {
    output.err(values.role === undefined || isRole(values.role) ? "set-role needs --email and --role" : `Unknown role "${values.role}"; use one of ${ROLES.join(", ")}`);
    output.err(SET_ROLE_USAGE);
    return 2;
  }
  const customer = await findCustomerByEmail(db, values.email);
  if (customer === null) {
    output.err(`No account with the email ${values.email}.`);
    return 1;
  }
  const changed = await changeCustomerRole(db, { customerId: customer.id, role: values.role }, now);
  if (!changed.ok) {
    output.err(`Could not change the role (${changed.code}).`);
    return 1;
  }
  output.out(`${customer.email} is now ${values.role}; their sessions have ended.`);
  return 0;
}
