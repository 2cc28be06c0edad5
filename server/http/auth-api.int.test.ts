import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RATE_LIMIT_PER_ACCOUNT } from "../auth/auth.ts";
import { createAccount } from "../auth/create-account.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import type { MailMessage } from "../mail/mail.ts";
import { hashPassword, verifyPassword } from "../customers/password-hash.ts";
import { mountStoreApi } from "./store-api.ts";
import { createTestBrowser, TEST_ORIGIN } from "./test-browser.ts";

type Reply = { error: number | { code: string }; code?: string; redirect?: string; retry_after?: number; customer?: { email: string; can_edit_pages: boolean } | null; csrf_token?: string };

const TIMING_TRIES = 10;
const HASH_COST_SAMPLES = 5;
const MICROSECONDS_PER_MS = 1000;
/** Twenty argon2 logins: seconds each on a busy 2-core machine, more than the default 30 s in all. */
const TIMING_TEST_TIMEOUT_MS = 120_000;

/**
 * The CPU time (ms) this process spends on `request`: the work an attacker's stopwatch would see,
 * without the other processes' share that the wall clock adds on a busy machine.
 */
async function cpuMsOf<T>(request: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = process.cpuUsage();
  const result = await request();
  const { user, system } = process.cpuUsage(started);
  return { ms: (user + system) / MICROSECONDS_PER_MS, result };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Two answers are "similar" when their medians differ by less than half of one password hash, as
 * measured here and now: a path that skipped the hash would be a whole hash apart. Measured rather
 * than fixed, because a hash's CPU cost moves with the machine and its load.
 */
async function timingTolerance(): Promise<number> {
  const passwordHash = await hashPassword("calibration-password");
  const costs: number[] = [];
  for (let i = 0; i < HASH_COST_SAMPLES; i++) costs.push((await cpuMsOf(() => verifyPassword(passwordHash, "wrong"))).ms);
  return median(costs) / 2;
}

describe("account JSON API", () => {
  let handle: DatabaseHandle;
  let app: Hono;
  const sent: MailMessage[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    app = new Hono();
    const services = { db: handle.db, config: loadConfig({ SHOP_URL: TEST_ORIGIN }), logger: pino({ level: "silent" }) };
    mountStoreApi(app, services, { mailer: { send: async (m) => void sent.push(m) }, providers: {} });
    await createAccount(handle.db, { email: "hal@example.com", password: "hal-password", firstName: "Hal", lastName: "", role: "editor" }, new Date());
  });
  afterAll(() => handle.close());

  describe("CSRF", () => {
    it("hands out a readable token cookie and refuses posts without it, from elsewhere, or with the wrong one", async () => {
      const me = await app.request("/api/v1/account/me");
      const cookie = me.headers.getSetCookie().find((c) => c.startsWith("csrf_token=")) ?? "";
      expect(cookie).not.toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      const token = ((await me.json()) as Reply).csrf_token ?? "";
      expect(cookie).toContain(token);
      const post = (headers: Record<string, string>) =>
        app.request("/api/v1/cart/add-item", { method: "POST", body: "{}", headers: { "content-type": "application/json", ...headers } });
      expect((await post({})).status).toBe(403);
      expect((await post({ cookie: `csrf_token=${token}` })).status).toBe(403);
      expect((await post({ cookie: `csrf_token=${token}`, "x-csrf-token": "other" })).status).toBe(403);
      expect((await post({ cookie: `csrf_token=${token}`, "x-csrf-token": token, origin: "https://evil.example" })).status).toBe(403);
      expect((await post({ cookie: `csrf_token=${token}`, "x-csrf-token": token, "sec-fetch-site": "cross-site" })).status).toBe(403);
      const ok = await post({ cookie: `csrf_token=${token}`, "x-csrf-token": token, origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" });
      expect(ok.status).toBe(400); // past the guard: the cart now complains about the empty body
    });

    it("guards the cart routes of the whole Store API too", async () => {
      const store = new Hono();
      mountStoreApi(store, { db: handle.db, config: loadConfig({ SHOP_URL: TEST_ORIGIN }), logger: pino({ level: "silent" }) });
      const refused = await store.request("/api/v1/cart/add-item", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
      expect([refused.status, ((await refused.json()) as { error: { code: string } }).error.code]).toEqual([403, "csrf_failed"]);
      const browser = createTestBrowser(store);
      expect((await browser.post("/api/v1/cart/add-item", { product_id: 999_999, quantity: 1 })).status).toBe(404);
    });

    it("answers the popup in its own shape", async () => {
      const response = await app.request("/api/v1/account/login", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: 1, code: "csrf_failed" });
    });
  });

  it("logs in with a rotated httpOnly session cookie, shows who is logged in, and logs out", async () => {
    const browser = createTestBrowser(app);
    browser.cookies.set("shopwright_session", "planted-by-an-attacker-aaaaaaaaaaaaaaaaaaaaaaaa");
    const empty = await browser.post("/api/v1/account/login", { email: "", password: "" });
    expect([empty.status, await empty.json()]).toEqual([422, { error: 1, code: "fields_required" }]);

    const response = await browser.post("/api/v1/account/login", { email: "HAL@example.com", password: "hal-password", remember: "on" });
    expect(await response.json()).toMatchObject({ error: 0, code: "logged_in", redirect: "/my-account" });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("shopwright_session=")) ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=1209600/);
    expect(browser.cookies.get("shopwright_session")).not.toContain("planted");

    const me = (await (await browser.get("/api/v1/account/me")).json()) as Reply;
    expect(me.customer).toMatchObject({ email: "hal@example.com", can_edit_pages: true });

    const out = await browser.post("/api/v1/account/logout", {});
    expect(await out.json()).toMatchObject({ error: 0, code: "logged_out", redirect: "/" });
    expect(((await (await browser.get("/api/v1/account/me")).json()) as Reply).customer).toBeNull();
  });

  it("never takes a session token from the address", async () => {
    const browser = createTestBrowser(app);
    await browser.post("/api/v1/account/login", { email: "hal@example.com", password: "hal-password" });
    const token = browser.cookies.get("shopwright_session") ?? "";
    const fromUrl = (await (await app.request(`/api/v1/account/me?shopwright_session=${token}&session=${token}`)).json()) as Reply;
    expect(fromUrl.customer).toBeNull();
  });

  it("logs out everywhere", async () => {
    const [one, two] = [createTestBrowser(app), createTestBrowser(app)];
    await one.post("/api/v1/account/login", { email: "hal@example.com", password: "hal-password" });
    await two.post("/api/v1/account/login", { email: "hal@example.com", password: "hal-password" });
    expect(await (await one.post("/api/v1/account/logout-everywhere", {})).json()).toMatchObject({ error: 0, code: "logged_out_everywhere" });
    expect(((await (await two.get("/api/v1/account/me")).json()) as Reply).customer).toBeNull();
    const again = await one.post("/api/v1/account/logout-everywhere", {});
    expect([again.status, ((await again.json()) as Reply).code]).toEqual([401, "not_logged_in"]);
  });

  it("registers with the spec's password checks, logs in and takes the guest cart along", async () => {
    const browser = createTestBrowser(app);
    const mug = await insertProduct(handle.db, { name: "Api Mug", regular_price: 500 });
    await browser.post("/api/v1/cart/add-item", { product_id: mug, quantity: 1 });
    expect(browser.cookies.has("shopwright_cart")).toBe(true);
    const short = await browser.post("/api/v1/account/register", { email: "ivy@example.com", password: "12345", password_repeat: "12345" });
    expect(await short.json()).toMatchObject({ error: 1, code: "password_too_short" });
    const differ = await browser.post("/api/v1/account/register", { email: "ivy@example.com", password: "123456", password_repeat: "1234567" });
    expect(await differ.json()).toMatchObject({ error: 1, code: "passwords_dont_match" });
    const ok = await browser.post("/api/v1/account/register", { email: "ivy@example.com", first_name: "Ivy", last_name: "Ray", password: "123456", password_repeat: "123456", redirect_to: "//evil.example" });
    expect(await ok.json()).toMatchObject({ error: 0, code: "registered", redirect: "/my-account" });
    expect(browser.cookies.has("shopwright_cart")).toBe(false);
    const me = (await (await browser.get("/api/v1/account/me")).json()) as Reply;
    expect(me.customer).toMatchObject({ email: "ivy@example.com", can_edit_pages: false });
  });

  it("answers lost-password the same, with similar CPU time, for a known and an unknown email", async () => {
    const browser = createTestBrowser(app);
    const timings: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
    const bodies = new Set<string>();
    for (let i = 0; i < TIMING_TRIES; i++) {
      for (const [kind, email] of [["known", "hal@example.com"], ["unknown", `ghost${i}@example.com`]] as const) {
        const { ms, result: response } = await cpuMsOf(() => browser.post("/api/v1/account/lost-password", { email }));
        timings[kind].push(ms);
        bodies.add(`${response.status} ${await response.text()}`);
      }
    }
    expect(bodies.size).toBe(1);
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(await timingTolerance());
    await vi.waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(TIMING_TRIES));
    expect(sent.every((m) => m.to === "hal@example.com")).toBe(true);
  });

  it("answers login the same, with similar CPU time, for a wrong password and an unknown email", async () => {
    const timings: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
    const bodies = new Set<string>();
    for (let i = 0; i < TIMING_TRIES; i++) {
      for (const [kind, email] of [["known", "ivy@example.com"], ["unknown", `ghost${i}@example.com`]] as const) {
        const browser = createTestBrowser(app);
        await browser.get("/api/v1/account/me");
        const { ms, result: response } = await cpuMsOf(() => browser.post("/api/v1/account/login", { email, password: "not-the-password" }));
        timings[kind].push(ms);
        bodies.add(`${response.status} ${await response.text()}`);
      }
    }
    expect(bodies.size).toBe(1);
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(await timingTolerance());
  }, TIMING_TEST_TIMEOUT_MS);

  it("rate-limits an account with 429 and Retry-After", async () => {
    const browser = createTestBrowser(app);
    await createAccount(handle.db, { email: "jay@example.com", password: "jay-password", firstName: "", lastName: "", role: "customer" }, new Date());
    for (let i = 0; i < RATE_LIMIT_PER_ACCOUNT; i++) await browser.post("/api/v1/account/login", { email: "jay@example.com", password: "wrong" });
    const blocked = await browser.post("/api/v1/account/login", { email: "jay@example.com", password: "jay-password" });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await blocked.json()).toMatchObject({ error: 1, code: "rate_limited", retry_after: retryAfter });
  });
});
