import type { Kysely } from "kysely";
import { z } from "zod";
import type { AddressProblem } from "../address/address.ts";
import { checkAddress } from "../address/check-address.ts";
import type { Database } from "../db/schema.ts";
import { findCustomerById, updateAddresses } from "./customer.repository.ts";
import { addressSchema, type Address, type Customer, type CustomerFailure } from "./customers.ts";
import { customersDb } from "./customers-db.ts";

// The "Addresses" page: billing and/or shipping, each checked as a whole before anything is saved:
// the fields' shapes, then the country's rules (server/address) for an address that holds
// anything besides its country. An address is stored as checked (state code, postcode in capitals).

export const addressesInputSchema = z
  .object({ billing: addressSchema.optional(), shipping: addressSchema.optional() })
  .refine((v) => v.billing !== undefined || v.shipping !== undefined, { message: "send billing or shipping" });

/** A problem with one field of one address: `field` is "billing.postcode". */
export interface AddressFieldProblem extends AddressProblem {
  section: "billing" | "shipping";
}

export type UpdateAddressesResult =
  | { ok: true; customer: Customer; notice: "address_changed" }
  | CustomerFailure
  | { ok: false; code: "address_invalid"; field: string; problems: AddressFieldProblem[] };

const isBlank = (address: Address) => Object.entries(address).every(([key, value]) => key === "country" || value === "");

function checked(section: "billing" | "shipping", address: Address | undefined, problems: AddressFieldProblem[]): Address | undefined {
  if (address === undefined || isBlank(address)) return address;
  const check = checkAddress(address);
  problems.push(...check.problems.map((p) => ({ ...p, section })));
  return check.address;
}

export async function updateCustomerAddresses(db: Kysely<Database>, customerId: number, input: unknown, now: Date): Promise<UpdateAddressesResult> {
  const parsed = addressesInputSchema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { ok: false, code: "address_invalid", ...(first ? { field: first.path.join(".") } : {}) };
  }
  const problems: AddressFieldProblem[] = [];
  const billing = checked("billing", parsed.data.billing, problems);
  const shipping = checked("shipping", parsed.data.shipping, problems);
  const first = problems[0];
  if (first !== undefined) return { ok: false, code: "address_invalid", field: `${first.section}.${first.field}`, problems };
  const saved = await updateAddresses(customersDb(db), customerId, { ...(billing ? { billing } : {}), ...(shipping ? { shipping } : {}) }, now.toISOString());
  if (!saved) return { ok: false, code: "customer_not_found" };
  const customer = await findCustomerById(customersDb(db), customerId);
  if (customer === null) throw new Error(`Customer ${customerId} vanished during its update`);
  return { ok: true, customer, notice: "address_changed" };
}
