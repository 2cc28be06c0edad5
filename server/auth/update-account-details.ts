import type { Kysely } from "kysely";
import { getCustomerPasswordHash } from "../customers/get-customer.ts";
import type { Customer, CustomerFailure } from "../customers/customers.ts";
import { hashPassword, verifyPassword } from "../customers/password-hash.ts";
import { setCustomerPassword } from "../customers/set-customer-password.ts";
import { checkProfile, updateCustomerProfile } from "../customers/update-customer-profile.ts";
import type { Database } from "../db/schema.ts";
import type { AuthFailure, IssuedSession } from "./auth.ts";
import { consumeRateLimit } from "./consume-rate-limit.ts";
import { checkNewPassword } from "./create-account.ts";
import { endOtherSessions } from "./end-session.ts";
import { rotateSession } from "./rotate-session.ts";

// The "Account details" page: names, display name, email, and optionally a new password, with
// WooCommerce's checks in WooCommerce's order. A new password ends the account's other sessions
// and gives this browser a new session token.

export interface AccountDetailsInput {
  customerId: number;
  sessionToken: string;
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  ip: string;
  ipLimit?: number;
}

type PasswordCode =
  | "password_fields_incomplete"
  | "current_password_required"
  | "confirm_password_required"
  | "new_passwords_dont_match"
  | "current_password_incorrect"
  | "password_too_short"
  | "password_too_long"
  | "rate_limited";

export type UpdateAccountDetailsResult =
  | { ok: true; customer: Customer; notice: "account_details_updated"; session: IssuedSession | null }
  | CustomerFailure
  | AuthFailure<PasswordCode>;

/** WooCommerce's save_account_details password checks, before anything is hashed. */
export function checkPasswordFields(current: string, next: string, confirm: string): AuthFailure<PasswordCode> | null {
  if (current !== "" && next === "" && confirm === "") return { ok: false, code: "password_fields_incomplete", field: "password_1" };
  if (next !== "" && current === "") return { ok: false, code: "current_password_required", field: "password_current" };
  if (next !== "" && confirm === "") return { ok: false, code: "confirm_password_required", field: "password_2" };
  if ((next !== "" || confirm !== "") && next !== confirm) return { ok: false, code: "new_passwords_dont_match", field: "password_2" };
  return next === "" ? null : checkNewPassword(next);
}

export async function updateAccountDetails(db: Kysely<Database>, input: AccountDetailsInput, now: Date): Promise<UpdateAccountDetailsResult> {
  const profile = { email: input.email, firstName: input.firstName, lastName: input.lastName, displayName: input.displayName };
  const invalid = checkProfile(profile) ?? checkPasswordFields(input.currentPassword, input.newPassword, input.confirmPassword);
  if (invalid) return invalid;

  let newHash: string | null = null;
  if (input.newPassword !== "") {
    // A stolen session must not become a way to guess the password: count tries like logins.
    const limit = await consumeRateLimit(db, { action: "login", account: `customer:${input.customerId}`, ip: input.ip, ipLimit: input.ipLimit }, now);
    if (!limit.ok) return { ok: false, code: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
    const currentHash = await getCustomerPasswordHash(db, input.customerId);
    if (currentHash === null || !(await verifyPassword(currentHash, input.currentPassword))) {
      return { ok: false, code: "current_password_incorrect", field: "password_current" };
    }
    newHash = await hashPassword(input.newPassword);
  }

  return db.transaction().execute(async (trx): Promise<UpdateAccountDetailsResult> => {
    const updated = await updateCustomerProfile(trx, input.customerId, profile, now);
    if (!updated.ok) return updated;
    if (newHash === null) return { ok: true, customer: updated.customer, notice: "account_details_updated", session: null };
    await setCustomerPassword(trx, input.customerId, newHash, now);
    await endOtherSessions(trx, input.customerId, input.sessionToken);
    const session = await rotateSession(trx, input.sessionToken, updated.customer.role, now);
    return { ok: true, customer: updated.customer, notice: "account_details_updated", session };
  });
}
