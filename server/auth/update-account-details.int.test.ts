import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { createAccount } from "./create-account.ts";
import { getSignedInCustomer } from "./get-signed-in-customer.ts";
import { logIn } from "./log-in.ts";
import { updateAccountDetails, type AccountDetailsInput } from "./update-account-details.ts";

const NOW = new Date("2026-11-21T10:00:00.000Z");

describe("updateAccountDetails", () => {
  let handle: DatabaseHandle;
  let base: AccountDetailsInput;
  let otherSession: string;
  const login = async (password: string) => {
    const result = await logIn(handle.db, { email: "eve@example.com", password, remember: false, ip: "192.0.2.7", previousSessionToken: null, guestCartToken: null }, NOW);
    if (!result.ok) throw new Error(result.code);
    return result;
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
    await createAccount(handle.db, { email: "eve@example.com", password: "first-pass", firstName: "Eve", lastName: "Ng", role: "customer" }, NOW);
    await createAccount(handle.db, { email: "taken@example.com", password: "first-pass", firstName: "", lastName: "", role: "customer" }, NOW);
    const mine = await login("first-pass");
    otherSession = (await login("first-pass")).session.token;
    base = {
      customerId: mine.customer.id,
      sessionToken: mine.session.token,
      firstName: "Eve",
      lastName: "Ng",
      displayName: "",
      email: "eve@example.com",
      currentPassword: "",
      newPassword: "",
      confirmPassword: "",
      ip: "192.0.2.7",
    };
  });
  afterAll(() => handle.close());

  it.each([
    [{ email: "" }, "email_required"],
    [{ email: "nope" }, "email_invalid"],
    [{ email: "TAKEN@example.com" }, "email_taken"],
    [{ currentPassword: "first-pass" }, "password_fields_incomplete"],
    [{ newPassword: "next-pass", confirmPassword: "next-pass" }, "current_password_required"],
    [{ currentPassword: "first-pass", newPassword: "next-pass" }, "confirm_password_required"],
    [{ currentPassword: "first-pass", newPassword: "next-pass", confirmPassword: "next-paZZ" }, "new_passwords_dont_match"],
    [{ currentPassword: "wrong-pass", newPassword: "next-pass", confirmPassword: "next-pass" }, "current_password_incorrect"],
    [{ currentPassword: "first-pass", newPassword: "next", confirmPassword: "next" }, "password_too_short"],
  ] as const)("refuses %o with %s", async (change, code) => {
    expect(await updateAccountDetails(handle.db, { ...base, ...change }, NOW)).toMatchObject({ ok: false, code });
  });

  it("saves names and email without touching sessions", async () => {
    const result = await updateAccountDetails(handle.db, { ...base, firstName: "Evelyn", displayName: "Evie", email: "Evelyn@example.com" }, NOW);
    expect(result).toMatchObject({ ok: true, notice: "account_details_updated", session: null, customer: { firstName: "Evelyn", displayName: "Evie", email: "Evelyn@example.com" } });
    expect(await getSignedInCustomer(handle.db, otherSession, NOW)).not.toBeNull();
    base = { ...base, email: "eve@example.com" };
  });

  it("changes the password, rotates this session's token and ends the others", async () => {
    const result = await updateAccountDetails(handle.db, { ...base, currentPassword: "first-pass", newPassword: "next-pass", confirmPassword: "next-pass" }, NOW);
    if (!result.ok) throw new Error(result.code);
    if (result.session === null) throw new Error("expected a rotated session");
    expect(result.session.token).not.toBe(base.sessionToken);
    expect(await getSignedInCustomer(handle.db, base.sessionToken, NOW)).toBeNull();
    expect(await getSignedInCustomer(handle.db, otherSession, NOW)).toBeNull();
    expect(await getSignedInCustomer(handle.db, result.session.token, NOW)).not.toBeNull();
    expect((await login("next-pass")).ok).toBe(true);
  });
});
