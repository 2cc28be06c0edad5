import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../auth/create-account.ts";
import { CAPTCHA_CHALLENGE_PATH } from "../captcha/captcha.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { mountStoreApi } from "./store-api.ts";
import { createTestBrowser, TEST_ORIGIN, type TestBrowser } from "./test-browser.ts";

// Captcha on the account API (decision 049): the widget's challenge endpoint, and login, register
// and lost password refusing a post without a valid, unspent solution with the form's code.

const PASSWORD = "captcha-test-password";

describe("account API with captcha on", () => {
  let handle: DatabaseHandle;
  let browser: TestBrowser;
  let off: Hono;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const logger = pino({ level: "silent" });
    const app = new Hono();
    mountStoreApi(app, { db: handle.db, config: loadConfig({ SHOP_URL: TEST_ORIGIN, CAPTCHA: "1", CAPTCHA_HMAC_KEY: "e2e-captcha-key-0123456789abcdefghij" }), logger }, { mailer: { send: async () => undefined }, providers: {} });
    browser = createTestBrowser(app);
    off = new Hono();
    mountStoreApi(off, { db: handle.db, config: loadConfig({ SHOP_URL: TEST_ORIGIN }), logger }, { providers: {} });
    await createAccount(handle.db, { email: "cap@example.com", password: PASSWORD, firstName: "Cap", lastName: "", role: "customer" }, new Date());
  });
  afterAll(() => handle.close());

  /** What the widget does: fetch a challenge, solve it, and encode both for the form's field. */
  async function solved(): Promise<string> {
    const response = await browser.get(CAPTCHA_CHALLENGE_PATH);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const challenge = (await response.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  }

  async function code(path: string, body: Record<string, unknown>): Promise<{ status: number; code: string | undefined }> {
    const response = await browser.post(`/api/v1/account/${path}`, body);
    return { status: response.status, code: ((await response.json()) as { code?: string }).code };
  }

  it("refuses login, register and lost password without a solution, with 422 captcha_failed", async () => {
    expect(await code("login", { email: "cap@example.com", password: PASSWORD })).toEqual({ status: 422, code: "captcha_failed" });
    expect(await code("register", { email: "new@example.com", password: PASSWORD, password_repeat: PASSWORD })).toEqual({ status: 422, code: "captcha_failed" });
    expect(await code("lost-password", { email: "cap@example.com" })).toEqual({ status: 422, code: "captcha_failed" });
    expect(await code("login", { email: "cap@example.com", password: PASSWORD, altcha: "bm90IGEgcGF5bG9hZA==" })).toEqual({ status: 422, code: "captcha_failed" });
  });

  it("logs in with a solved challenge, and refuses the same solution a second time", async () => {
    const altcha = await solved();
    expect(await code("login", { email: "cap@example.com", password: PASSWORD, altcha })).toEqual({ status: 200, code: "logged_in" });
    expect(await code("login", { email: "cap@example.com", password: PASSWORD, altcha })).toEqual({ status: 422, code: "captcha_failed" });
  });

  it("registers and sends a reset link with solved challenges", async () => {
    expect(await code("register", { email: "solved@example.com", password: PASSWORD, password_repeat: PASSWORD, altcha: await solved() })).toEqual({ status: 200, code: "registered" });
    expect(await code("lost-password", { email: "cap@example.com", altcha: await solved() })).toEqual({ status: 200, code: "reset_link_sent" });
  });

  it("hands out no challenge while captcha is off (404 captcha_off)", async () => {
    const response = await off.request(`${TEST_ORIGIN}${CAPTCHA_CHALLENGE_PATH}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "captcha_off" } });
  });
});
