import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { findCredentialsByEmailKey, findCustomerByEmailKey, findCustomerById, findPasswordHash } from "./customer.repository.ts";
import { emailKey, type Customer } from "./customers.ts";
import { customersDb } from "./customers-db.ts";

// Reading accounts. The password hash is handed out only to the auth module's checks.

export function getCustomer(db: Kysely<Database>, id: number): Promise<Customer | null> {
  return findCustomerById(customersDb(db), id);
}

export function findCustomerByEmail(db: Kysely<Database>, email: string): Promise<Customer | null> {
  return findCustomerByEmailKey(customersDb(db), emailKey(email));
}

/** For login: the account and its password hash (null hash: no password set). */
export function getCustomerCredentials(db: Kysely<Database>, email: string): Promise<{ customer: Customer; passwordHash: string | null } | null> {
  return findCredentialsByEmailKey(customersDb(db), emailKey(email));
}

export function getCustomerPasswordHash(db: Kysely<Database>, id: number): Promise<string | null> {
  return findPasswordHash(customersDb(db), id);
}
