import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { findCustomerById, updateProfile } from "./customer.repository.ts";
import { emailKey, isValidEmail, MAX_NAME_LENGTH, type Customer, type CustomerFailure } from "./customers.ts";
import { customersDb } from "./customers-db.ts";

// Names, display name and email of an account (the "Account details" form without passwords).

export interface ProfileInput {
  email: string;
  firstName: string;
  lastName: string;
  /** Empty keeps the current display name. */
  displayName: string;
}

export type UpdateProfileResult = { ok: true; customer: Customer } | CustomerFailure;

/** The checks alone, so a caller can validate everything before any change is written. */
export function checkProfile(input: ProfileInput): CustomerFailure | null {
  const email = input.email.trim();
  if (email === "") return { ok: false, code: "email_required", field: "account_email" };
  if (!isValidEmail(email)) return { ok: false, code: "email_invalid", field: "account_email" };
  return null;
}

export async function updateCustomerProfile(db: Kysely<Database>, customerId: number, input: ProfileInput, now: Date): Promise<UpdateProfileResult> {
  const failure = checkProfile(input);
  if (failure) return failure;
  const current = await findCustomerById(customersDb(db), customerId);
  if (current === null) return { ok: false, code: "customer_not_found" };
  const email = input.email.trim();
  const clip = (value: string): string => value.trim().slice(0, MAX_NAME_LENGTH);
  const displayName = clip(input.displayName);
  const saved = await updateProfile(
    customersDb(db),
    customerId,
    { email, emailKey: emailKey(email), firstName: clip(input.firstName), lastName: clip(input.lastName), displayName: displayName === "" ? current.displayName : displayName },
    now.toISOString(),
  );
  if (!saved) return { ok: false, code: "email_taken", field: "account_email" };
  const customer = await findCustomerById(customersDb(db), customerId);
  if (customer === null) throw new Error(`Customer ${customerId} vanished during its update`);
  return { ok: true, customer };
}
