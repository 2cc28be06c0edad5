import type { Selectable } from "kysely";
import type { CustomersTable } from "../db/schema.ts";
import { EMPTY_ADDRESS, addressSchema, isRole, type Address, type Customer } from "./customers.ts";
import type { CustomersDb } from "./customers-db.ts";

// All SQL of the customers module. Row types stay here; callers get Customer.

type Row = Selectable<CustomersTable>;

function parseAddress(json: string): Address {
  const parsed = addressSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : EMPTY_ADDRESS;
}

function toCustomer(row: Row): Customer {
  if (!isRole(row.role)) throw new Error(`Customer ${row.id} has an unknown role "${row.role}"`);
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: row.display_name,
    role: row.role,
    hasPassword: row.password_hash !== null,
    billing: parseAddress(row.billing),
    shipping: parseAddress(row.shipping),
    createdAt: row.created_at,
  };
}

export interface NewCustomerRow {
  email: string;
  emailKey: string;
  firstName: string;
  lastName: string;
  displayName: string;
  passwordHash: string | null;
  role: string;
}

/** The new id, or null when the email is already registered (the unique key decides, no race). */
export async function insertCustomer(db: CustomersDb, customer: NewCustomerRow, now: string): Promise<number | null> {
  const row = await db
    .insertInto("customers")
    .values({
      email: customer.email,
      email_key: customer.emailKey,
      first_name: customer.firstName,
      last_name: customer.lastName,
      display_name: customer.displayName,
      password_hash: customer.passwordHash,
      role: customer.role,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("email_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findCustomerById(db: CustomersDb, id: number): Promise<Customer | null> {
  const row = await db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toCustomer(row) : null;
}

export async function findCustomerByEmailKey(db: CustomersDb, key: string): Promise<Customer | null> {
  const row = await db.selectFrom("customers").selectAll().where("email_key", "=", key).executeTakeFirst();
  return row ? toCustomer(row) : null;
}

export async function findPasswordHash(db: CustomersDb, id: number): Promise<string | null> {
  const row = await db.selectFrom("customers").select("password_hash").where("id", "=", id).executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function findCredentialsByEmailKey(db: CustomersDb, key: string): Promise<{ customer: Customer; passwordHash: string | null } | null> {
  const row = await db.selectFrom("customers").selectAll().where("email_key", "=", key).executeTakeFirst();
  return row ? { customer: toCustomer(row), passwordHash: row.password_hash } : null;
}

export interface ProfileChanges {
  email: string;
  emailKey: string;
  firstName: string;
  lastName: string;
  displayName: string;
}

/** False when the new email belongs to another account. */
export async function updateProfile(db: CustomersDb, id: number, changes: ProfileChanges, now: string): Promise<boolean> {
  const taken = await db.selectFrom("customers").select("id").where("email_key", "=", changes.emailKey).where("id", "!=", id).executeTakeFirst();
  if (taken) return false;
  await db
    .updateTable("customers")
    .set({
      email: changes.email,
      email_key: changes.emailKey,
      first_name: changes.firstName,
      last_name: changes.lastName,
      display_name: changes.displayName,
      updated_at: now,
    })
    .where("id", "=", id)
    .execute();
  return true;
}

export async function updatePasswordHash(db: CustomersDb, id: number, passwordHash: string, now: string): Promise<void> {
  await db.updateTable("customers").set({ password_hash: passwordHash, updated_at: now }).where("id", "=", id).execute();
}

export async function updateRole(db: CustomersDb, id: number, role: string, now: string): Promise<boolean> {
  const result = await db.updateTable("customers").set({ role, updated_at: now }).where("id", "=", id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updateAddresses(db: CustomersDb, id: number, addresses: { billing?: Address; shipping?: Address }, now: string): Promise<boolean> {
  const result = await db
    .updateTable("customers")
    .set({
      ...(addresses.billing ? { billing: JSON.stringify(addresses.billing) } : {}),
      ...(addresses.shipping ? { shipping: JSON.stringify(addresses.shipping) } : {}),
      updated_at: now,
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
