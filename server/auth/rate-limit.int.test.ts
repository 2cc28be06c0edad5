import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { RATE_LIMIT_PER_ACCOUNT, RATE_LIMIT_PER_IP, RATE_LIMIT_WINDOW_SECONDS } from "./auth.ts";
import { consumeRateLimit } from "./consume-rate-limit.ts";
import { createAccount } from "./create-account.ts";
import { logIn } from "./log-in.ts";
import { purgeExpiredAuthRows } from "./purge-expired-auth-rows.ts";

const NOW = new Date("2026-11-21T10:00:00.000Z");
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

const MICROSECONDS_PER_MS = 1000;

describe("rate limits", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await createAccount(handle.db, { email: "cat@example.com", password: "right-one", firstName: "", lastName: "", role: "customer" }, NOW);
  });
  afterAll(() => handle.close());

  it("stops the 11th login try on one account within 15 minutes, even with the right password, before hashing", async () => {
    const attempt = (password: string, at: Date, ip = "198.51.100.1") =>
      logIn(handle.db, { email: "cat@example.com", password, remember: false, ip, previousSessionToken: null, guestCartToken: null }, at);
    for (let i = 0; i < RATE_LIMIT_PER_ACCOUNT; i++) expect((await attempt("wrong", NOW)).ok).toBe(false);
    const later = new Date(NOW.getTime() + 5 * MINUTE_MS);
    // CPU time, which a busy machine does not inflate as it does the wall clock.
    const started = process.cpuUsage();
    const blocked = await attempt("right-one", later, "198.51.100.2");
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / MICROSECONDS_PER_MS).toBeLessThan(35); // no argon2 ran (one check takes ~50 ms)
    expect(blocked).toEqual({ ok: false, code: "rate_limited", retryAfterSeconds: 10 * 60 });
    const afterWindow = new Date(NOW.getTime() + RATE_LIMIT_WINDOW_SECONDS * SECOND_MS + SECOND_MS);
    expect((await attempt("right-one", afterWindow)).ok).toBe(true);
  });

  it("limits one address across many accounts", async () => {
    const at = new Date("2026-11-22T10:00:00.000Z");
    for (let i = 0; i < RATE_LIMIT_PER_IP; i++) {
      expect(await consumeRateLimit(handle.db, { action: "lost_password", account: `user${i}@example.com`, ip: "203.0.113.9" }, at)).toEqual({ ok: true });
    }
    const verdict = await consumeRateLimit(handle.db, { action: "lost_password", account: "another@example.com", ip: "203.0.113.9" }, at);
    expect(verdict).toEqual({ ok: false, retryAfterSeconds: RATE_LIMIT_WINDOW_SECONDS });
    expect(await consumeRateLimit(handle.db, { action: "lost_password", account: "another@example.com", ip: "203.0.113.10" }, at)).toEqual({ ok: true });
  });

  it("limits an address to the shop's configured number of tries when one is given", async () => {
    const at = new Date("2026-11-24T10:00:00.000Z");
    const subject = (i: number) => ({ action: "register" as const, account: `configured${i}@example.com`, ip: "203.0.113.20", ipLimit: 3 });
    for (let i = 0; i < 3; i++) expect(await consumeRateLimit(handle.db, subject(i), at)).toEqual({ ok: true });
    expect(await consumeRateLimit(handle.db, subject(3), at)).toEqual({ ok: false, retryAfterSeconds: RATE_LIMIT_WINDOW_SECONDS });
  });

  it("keeps actions apart and stores no address or email", async () => {
    const at = new Date("2026-11-23T10:00:00.000Z");
    expect(await consumeRateLimit(handle.db, { action: "register", account: "dog@example.com", ip: "203.0.113.9" }, at)).toEqual({ ok: true });
    const keys = await handle.db.selectFrom("rate_limit_buckets").select("bucket_key").execute();
    expect(keys.every((k) => /^[0-9a-f]{64}$/.test(k.bucket_key))).toBe(true);
    const purged = await purgeExpiredAuthRows(handle.db, new Date("2026-12-01T00:00:00.000Z"));
    expect(purged.deleted).toBeGreaterThan(0);
    expect(await handle.db.selectFrom("rate_limit_buckets").select("bucket_key").execute()).toEqual([]);
  });
});
