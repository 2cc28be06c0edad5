import { z } from "zod";
import { isOneOf } from "../parse-enum.ts";

// Customer accounts: who can log in, under which role, with which addresses. Roles follow the
// spec: a plain customer; an editor (the spec's user.can_edit_pages); an administrator.

export const ROLES = ["customer", "editor", "administrator"] as const;
export type Role = (typeof ROLES)[number];

/** Longest email RFC 5321 allows in a path; longer input is refused before any lookup. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;
export const MAX_ADDRESS_FIELD_LENGTH = 200;

export interface Customer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  role: Role;
  /** False for an account made by social sign-in that never set a password. */
  hasPassword: boolean;
  billing: Address;
  shipping: Address;
  createdAt: string;
}

/** Editors and administrators see the edit links on content blocks (spec §6). */
export function canEditPages(role: Role): boolean {
  return role === "editor" || role === "administrator";
}

export function isRole(value: string): value is Role {
  return isOneOf(ROLES, value);
}

/** Emails match regardless of case (and of spaces around them). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

const emailShape = z.email();

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && emailShape.safeParse(email).success;
}

/** WordPress's default display name: the first name, else the part of the email before the @. */
export function defaultDisplayName(firstName: string, lastName: string, email: string): string {
  const full = [firstName, lastName].filter((part) => part.length > 0).join(" ");
  return full.length > 0 ? full : (email.split("@")[0] ?? email);
}

const field = z.string().trim().max(MAX_ADDRESS_FIELD_LENGTH).default("");

/** WooCommerce's address fields. Phone and email only belong to billing, as in WooCommerce. */
export const addressSchema = z.object({
  first_name: field,
  last_name: field,
  company: field,
  address_1: field,
  address_2: field,
  city: field,
  state: field,
  postcode: field,
  country: z.union([z.literal(""), z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code")]).default(""),
  phone: field,
  email: z.union([z.literal(""), z.email().max(MAX_EMAIL_LENGTH)]).default(""),
});
export type Address = z.output<typeof addressSchema>;

export const EMPTY_ADDRESS: Address = addressSchema.parse({});

export const CUSTOMER_ERROR_CODES = ["customer_not_found", "email_required", "email_invalid", "email_taken", "address_invalid", "role_invalid"] as const;
export type CustomerErrorCode = (typeof CUSTOMER_ERROR_CODES)[number];

export type CustomerFailure = { ok: false; code: CustomerErrorCode; field?: string };
