import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { getSignedInCustomer } from "./get-signed-in-customer.ts";
import { registerCustomer, type RegisterInput } from "./register-customer.ts";

const NOW = new Date("2026-11-21T10:00:00.000Z");

describe("registerCustomer", () => {
  let handle: DatabaseHandle;
  const base: RegisterInput = {
    email: "Bea@Example.com",
    firstName: "Bea",
    lastName: "Kim",
    password: "secret",
    passwordRepeat: "secret",
    ip: "192.0.2.2",
    previousSessionToken: null,
    guestCartToken: null,
    socialHandle: null,
  };
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("applies the spec's password checks", async () => {
    const short = await registerCustomer(handle.db, { ...base, password: "12345", passwordRepeat: "12345" }, NOW);
    expect(short).toMatchObject({ ok: false, code: "password_too_short" });
    const differ = await registerCustomer(handle.db, { ...base, passwordRepeat: "secreT" }, NOW);
    expect(differ).toMatchObject({ ok: false, code: "passwords_dont_match" });
  });

  it("needs a real email", async () => {
    expect(await registerCustomer(handle.db, { ...base, email: "" }, NOW)).toMatchObject({ ok: false, code: "email_required" });
    expect(await registerCustomer(handle.db, { ...base, email: "not-an-email" }, NOW)).toMatchObject({ ok: false, code: "email_invalid" });
  });

  it("creates a logged-in customer with the names and a display name", async () => {
    const result = await registerCustomer(handle.db, base, NOW);
    if (!result.ok) throw new Error(result.code);
    expect(result.customer).toMatchObject({ email: "Bea@Example.com", firstName: "Bea", lastName: "Kim", displayName: "Bea Kim", role: "customer", hasPassword: true });
    expect((await getSignedInCustomer(handle.db, result.session.token, NOW))?.customer.id).toBe(result.customer.id);
  });

  it("refuses the same email in another case", async () => {
    expect(await registerCustomer(handle.db, { ...base, email: "bea@example.COM" }, NOW)).toMatchObject({ ok: false, code: "email_taken" });
  });
});
