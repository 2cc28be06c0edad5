import type { Kysely } from "kysely";
import { createCustomer } from "../customers/create-customer.ts";
import type { Customer, CustomerFailure, Role } from "../customers/customers.ts";
import { hashPassword } from "../customers/password-hash.ts";
import type { Database } from "../db/schema.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type AuthFailure } from "./auth.ts";

// An account with a password: for `shop create-user` and, through registerCustomer, the register
// form. The hash is computed before the insert, so the slow part holds no database lock.

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  role: Role;
}

export type CreateAccountResult = { ok: true; customer: Customer } | CustomerFailure | AuthFailure<"password_too_short" | "password_too_long">;

export function checkNewPassword(password: string): AuthFailure<"password_too_short" | "password_too_long"> | null {
  if (password.length < MIN_PASSWORD_LENGTH) return { ok: false, code: "password_too_short", field: "password" };
  if (password.length > MAX_PASSWORD_LENGTH) return { ok: false, code: "password_too_long", field: "password" };
  return null;
}

export async function createAccount(db: Kysely<Database>, input: NewAccount, now: Date): Promise<CreateAccountResult> {
  const weak = checkNewPassword(input.password);
  if (weak) return weak;
  const passwordHash = await hashPassword(input.password);
  return createCustomer(db, { email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash, role: input.role }, now);
}
