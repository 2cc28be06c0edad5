import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema.ts";
import { findCustomerById, updateAddresses } from "./customer.repository.ts";
import { addressSchema, type Customer, type CustomerFailure } from "./customers.ts";
import { customersDb } from "./customers-db.ts";

// The "Addresses" page: billing and/or shipping, each checked as a whole before anything is saved.

export const addressesInputSchema = z
  .object({ billing: addressSchema.optional(), shipping: addressSchema.optional() })
  .refine((v) => v.billing !== undefined || v.shipping !== undefined, { message: "send billing or shipping" });

export type UpdateAddressesResult = { ok: true; customer: Customer; notice: "address_changed" } | CustomerFailure;

export async function updateCustomerAddresses(db: Kysely<Database>, customerId: number, input: unknown, now: Date): Promise<UpdateAddressesResult> {
  const parsed = addressesInputSchema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { ok: false, code: "address_invalid", ...(first ? { field: first.path.join(".") } : {}) };
  }
  const { billing, shipping } = parsed.data;
  const saved = await updateAddresses(customersDb(db), customerId, { ...(billing ? { billing } : {}), ...(shipping ? { shipping } : {}) }, now.toISOString());
  if (!saved) return { ok: false, code: "customer_not_found" };
  const customer = await findCustomerById(customersDb(db), customerId);
  if (customer === null) throw new Error(`Customer ${customerId} vanished during its update`);
  return { ok: true, customer, notice: "address_changed" };
}
