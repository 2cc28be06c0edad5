import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { findCustomerById, insertCustomer } from "./customer.repository.ts";
import { defaultDisplayName, emailKey, isValidEmail, type Customer, type CustomerFailure, type Role } from "./customers.ts";
import { customersDb } from "./customers-db.ts";

// Adds an account: from the register form, social sign-in, or `shop create-user`. The password
// arrives already hashed, so callers decide when the (slow) hashing happens.

export interface NewCustomer {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  role: Role;
}

export type CreateCustomerResult = { ok: true; customer: Customer } | CustomerFailure;

export async function createCustomer(db: Kysely<Database>, input: NewCustomer, now: Date): Promise<CreateCustomerResult> {
  const email = input.email.trim();
  if (email === "") return { ok: false, code: "email_required", field: "email" };
  if (!isValidEmail(email)) return { ok: false, code: "email_invalid", field: "email" };
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const id = await insertCustomer(
    customersDb(db),
    {
      email,
      emailKey: emailKey(email),
      firstName,
      lastName,
      displayName: defaultDisplayName(firstName, lastName, email),
      passwordHash: input.passwordHash,
      role: input.role,
    },
    now.toISOString(),
  );
  if (id === null) return { ok: false, code: "email_taken", field: "email" };
  const customer = await findCustomerById(customersDb(db), id);
  if (customer === null) throw new Error(`Customer ${id} vanished right after its insert`);
  return { ok: true, customer };
}
