import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import { accountCodeText } from "../app/i18n/account-messages.en.ts";
import { createAccount } from "../server/auth/create-account.ts";
import { ROLES, isRole } from "../server/customers/customers.ts";
import type { Database } from "../server/db/schema.ts";
import type { CommandOutput } from "./import-products-command.ts";

// `shop create-user --email … --password … [--role customer|editor|administrator]
// [--first-name …] [--last-name …]`: adds an account, e.g. the first administrator.

export const CREATE_USER_USAGE = `Usage: npm run shop -- create-user --email <email> --password <password> [--role ${ROLES.join("|")}] [--first-name <name>] [--last-name <name>]`;

export async function runCreateUser(db: Kysely<Database>, args: string[], output: CommandOutput, now = new Date()): Promise<number> {
  let values: { email?: string | undefined; password?: string | undefined; role?: string | undefined; "first-name"?: string | undefined; "last-name"?: string | undefined };
  try {
    values = parseArgs({
      args,
      options: { email: { type: "string" }, password: { type: "string" }, role: { type: "string" }, "first-name": { type: "string" }, "last-name": { type: "string" } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    output.err(`${error.message}\n${CREATE_USER_USAGE}`);
    return 2;
  }
  const role = values.role ?? "customer";
  if (values.email === undefined || values.password === undefined || !isRole(role)) {
    output.err(isRole(role) ? "create-user needs --email and --password" : `Unknown role "${role}"; use one of ${ROLES.join(", ")}`);
    output.err(CREATE_USER_USAGE);
    return 2;
  }
  const result = await createAccount(db, { email: values.email, password: values.password, role, firstName: values["first-name"] ?? "", lastName: values["last-name"] ?? "" }, now);
  if (!result.ok) {
    output.err(`Could not create the user: ${accountCodeText(result.code)} (${result.code})`);
    return 1;
  }
  output.out(`Created ${result.customer.role} ${result.customer.email} (id ${result.customer.id}).`);
  return 0;
}
