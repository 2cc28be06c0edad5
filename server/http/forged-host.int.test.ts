import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAccount } from "../auth/create-account.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import type { MailMessage } from "../mail/mail.ts";
import { hostGuard } from "./edge/host-guard.ts";
import { mountStoreApi } from "./store-api.ts";

// The lost-password mail through the account API behind the host check: a request for another
// host is refused before anything is sent, and headers a client may forge beside an accepted Host
// (X-Forwarded-Host, X-Forwarded-Proto) never reach the link either.

const SHOP_URL = "https://shop.example";

describe("password reset mail with a forged Host", () => {
  let handle: DatabaseHandle;
  let app: Hono;
  const sent: MailMessage[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    const config = loadConfig({ SHOP_URL, NODE_ENV: "production" });
    app = new Hono();
    app.use(hostGuard(config.shop.acceptedHosts));
    mountStoreApi(app, { db: handle.db, config, logger: pino({ level: "silent" }) }, { mailer: { send: async (m) => void sent.push(m) }, providers: {} });
    await createAccount(handle.db, { email: "ann@example.com", password: "ann-password", firstName: "Ann", lastName: "", role: "customer" }, new Date());
  });
  afterAll(() => handle.close());

  /** A lost-password post with a valid CSRF token, sent to `origin` with extra headers. */
  async function requestReset(origin: string, headers: Record<string, string> = {}): Promise<Response> {
    const primer = await app.request(`${SHOP_URL}/api/v1/account/me`);
    const token = /csrf_token=([^;]+)/.exec(primer.headers.getSetCookie().join("\n"))?.[1] ?? "";
    return app.request(`${origin}/api/v1/account/lost-password`, {
      method: "POST",
      body: JSON.stringify({ email: "ann@example.com" }),
      headers: { "content-type": "application/json", cookie: `csrf_token=${token}`, "x-csrf-token": token, origin, "sec-fetch-site": "same-origin", ...headers },
    });
  }

  it("refuses a request for another host with 421 and sends no mail", async () => {
    const response = await requestReset("http://evil.example");
    expect(response.status).toBe(421);
    expect(sent).toHaveLength(0);
  });

  it("builds the reset link from SHOP_URL, whatever the forwarding headers say", async () => {
    const response = await requestReset(SHOP_URL, { "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" });
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const mail = sent[0];
    expect(mail?.text).toContain(`${SHOP_URL}/my-account/lost-password?key=`);
    expect(`${mail?.text ?? ""}${mail?.html ?? ""}`).not.toContain("evil.example");
  });
});
