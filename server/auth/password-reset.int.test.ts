import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { PASSWORD_RESET_LIFETIME_SECONDS } from "./auth.ts";
import { createAccount } from "./create-account.ts";
import { getSignedInCustomer } from "./get-signed-in-customer.ts";
import { logIn } from "./log-in.ts";
import { requestPasswordReset } from "./request-password-reset.ts";
import { checkResetToken, resetPassword } from "./reset-password.ts";

const NOW = new Date("2026-11-21T10:00:00.000Z");
const SECOND_MS = 1000;

function keyFrom(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error("no link in the mail");
  return new URL(link).searchParams.get("key") ?? "";
}

describe("lost and reset password", () => {
  let handle: DatabaseHandle;
  const request = (email: string, at = NOW) => requestPasswordReset(handle.db, { email, ip: "192.0.2.5", siteUrl: "https://shop.example", shopName: "Shopwright" }, at);
  const login = (password: string, at = NOW) =>
    logIn(handle.db, { email: "dan@example.com", password, remember: false, ip: "192.0.2.6", previousSessionToken: null, guestCartToken: null }, at);

  beforeAll(async () => {
    handle = await createTestDatabase();
    await createAccount(handle.db, { email: "dan@example.com", password: "old-password", firstName: "Dan", lastName: "", role: "customer" }, NOW);
  });
  afterAll(() => handle.close());

  it("answers an unknown email like a known one, and mails only the known one", async () => {
    const unknown = await request("nobody@example.com");
    const known = await request("DAN@example.com");
    expect(unknown).toEqual({ ok: true, reset: null });
    if (!known.ok || known.reset === null) throw new Error("expected a mail");
    expect(known.reset.to).toBe("dan@example.com");
    expect(known.reset.resetUrl).toContain("https://shop.example/my-account/lost-password?key=");
    expect(known.reset.lifetimeSeconds).toBe(PASSWORD_RESET_LIFETIME_SECONDS);
    expect(await request("")).toMatchObject({ ok: false, code: "fields_required" });
  });

  it("stores only the token's hash, sets the password once and ends the other sessions", async () => {
    const before = await login("old-password");
    if (!before.ok) throw new Error(before.code);
    const result = await request("dan@example.com");
    if (!result.ok || result.reset === null) throw new Error("expected a mail");
    const key = keyFrom(result.reset.resetUrl);
    const stored = await handle.db.selectFrom("password_resets").select("token_hash").execute();
    expect(stored.some((r) => r.token_hash === key)).toBe(false);
    expect(await checkResetToken(handle.db, key, NOW)).toBe(true);

    const input = { token: key, password: "new-password", passwordRepeat: "new-password", ip: "192.0.2.5", sessionToken: null };
    expect(await resetPassword(handle.db, { ...input, passwordRepeat: "other" }, NOW)).toMatchObject({ ok: false, code: "passwords_dont_match" });
    expect(await resetPassword(handle.db, { ...input, password: "short", passwordRepeat: "short" }, NOW)).toMatchObject({ ok: false, code: "password_too_short" });
    expect(await resetPassword(handle.db, input, NOW)).toMatchObject({ ok: true });
    expect(await resetPassword(handle.db, input, NOW)).toEqual({ ok: false, code: "reset_token_invalid" });
    expect(await getSignedInCustomer(handle.db, before.session.token, NOW)).toBeNull();
    expect((await login("old-password")).ok).toBe(false);
    expect((await login("new-password")).ok).toBe(true);
  });

  it("expires a link after one hour", async () => {
    const result = await request("dan@example.com");
    if (!result.ok || result.reset === null) throw new Error("expected a mail");
    const key = keyFrom(result.reset.resetUrl);
    const expired = new Date(NOW.getTime() + PASSWORD_RESET_LIFETIME_SECONDS * SECOND_MS);
    expect(await checkResetToken(handle.db, key, expired)).toBe(false);
    const reset = await resetPassword(handle.db, { token: key, password: "newer-password", passwordRepeat: "newer-password", ip: "192.0.2.5", sessionToken: null }, expired);
    expect(reset).toEqual({ ok: false, code: "reset_token_invalid" });
    expect(await resetPassword(handle.db, { token: "garbage", password: "whatever1", passwordRepeat: "whatever1", ip: "192.0.2.5", sessionToken: null }, NOW)).toEqual({
      ok: false,
      code: "reset_token_invalid",
    });
  });
});
