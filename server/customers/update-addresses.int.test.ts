import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { createCustomer } from "./create-customer.ts";
import { EMPTY_ADDRESS } from "./customers.ts";
import { getCustomer } from "./get-customer.ts";
import { updateCustomerAddresses } from "./update-addresses.ts";

const NOW = new Date("2026-11-21T10:00:00.000Z");

describe("customers", () => {
  let handle: DatabaseHandle;
  let id: number;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const created = await createCustomer(handle.db, { email: "gus@example.com", firstName: "", lastName: "", passwordHash: null, role: "customer" }, NOW);
    if (!created.ok) throw new Error(created.code);
    id = created.customer.id;
    expect(created.customer).toMatchObject({ displayName: "gus", hasPassword: false, billing: EMPTY_ADDRESS, shipping: EMPTY_ADDRESS });
  });
  afterAll(() => handle.close());

  it("saves billing and shipping separately, as the country stores them", async () => {
    const billing = { first_name: "Gus", address_1: " 1 Main St ", city: "Oslo", postcode: "0150", country: "NO", email: "bill@example.com" };
    expect(await updateCustomerAddresses(handle.db, id, { billing }, NOW)).toMatchObject({ ok: true, notice: "address_changed" });
    await updateCustomerAddresses(handle.db, id, { shipping: { address_1: "2 Side St", city: "Ottawa", state: "Ontario", postcode: "k1a 0b1", country: "CA" } }, NOW);
    const customer = await getCustomer(handle.db, id);
    expect(customer?.billing).toMatchObject({ first_name: "Gus", address_1: "1 Main St", city: "Oslo", email: "bill@example.com", company: "" });
    expect(customer?.shipping).toMatchObject({ city: "Ottawa", state: "ON", postcode: "K1A 0B1", country: "CA" });
  });

  it("keeps an address with nothing but its country empty", async () => {
    expect(await updateCustomerAddresses(handle.db, id, { shipping: { country: "US" } }, NOW)).toMatchObject({ ok: true });
  });

  it("refuses invalid fields and says which", async () => {
    expect(await updateCustomerAddresses(handle.db, id, { billing: { country: "Norway" } }, NOW)).toEqual({ ok: false, code: "address_invalid", field: "billing.country" });
    expect(await updateCustomerAddresses(handle.db, id, {}, NOW)).toMatchObject({ ok: false, code: "address_invalid" });
    expect(await updateCustomerAddresses(handle.db, id + 1000, { shipping: {} }, NOW)).toEqual({ ok: false, code: "customer_not_found" });
  });

  it("refuses an address against its country's rules, field by field", async () => {
    const result = await updateCustomerAddresses(handle.db, id, { billing: { address_1: "1 Main St", city: "Springfield", state: "IL", postcode: "6270", country: "US" }, shipping: { address_1: "1 High St", country: "GB" } }, NOW);
    expect(result).toEqual({
      ok: false,
      code: "address_invalid",
      field: "billing.postcode",
      problems: [
        { section: "billing", field: "postcode", code: "postcode_invalid" },
        { section: "shipping", field: "city", code: "field_required" },
        { section: "shipping", field: "postcode", code: "field_required" },
      ],
    });
  });

  it("refuses a taken email regardless of case", async () => {
    expect(await createCustomer(handle.db, { email: "GUS@example.com", firstName: "", lastName: "", passwordHash: null, role: "customer" }, NOW)).toMatchObject({
      ok: false,
      code: "email_taken",
    });
  });
});
