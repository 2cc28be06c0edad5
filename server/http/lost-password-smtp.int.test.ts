import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAccount } from "../auth/create-account.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { mountAuthApi } from "./auth-api.ts";
import { createTestBrowser } from "./test-browser.ts";
import { createMailer } from "../mail/create-mailer.ts";
import { startTestSmtpInbox, type TestSmtpInbox } from "../mail/test-smtp-inbox.ts";

// The lost-password mail travels over real SMTP to a local smtp-server, and its link resets the password.

describe("password reset over SMTP", () => {
  let handle: DatabaseHandle;
  let inbox: TestSmtpInbox;
  let app: Hono;

  beforeAll(async () => {
    handle = await createTestDatabase();
    inbox = await startTestSmtpInbox();
    const config = loadConfig({ SMTP_URL: inbox.url, MAIL_FROM: "Shop <shop@example.com>", SHOP_URL: "https://shop.example" });
    app = new Hono();
    mountAuthApi(app, { db: handle.db, config, logger: pino({ level: "silent" }) }, { mailer: createMailer(config.mail), providers: {} });
    await createAccount(handle.db, { email: "lou@example.com", password: "old-password", firstName: "Lou", lastName: "", role: "customer" }, new Date());
  });
  afterAll(async () => {
    await inbox.close();
    await handle.close();
  });

  it("sends a single-use link, in the text and the HTML part, that sets the new password", async () => {
    const browser = createTestBrowser(app);
    const asked = await browser.post("/api/v1/account/lost-password", { email: "Lou@Example.com" });
    expect(await asked.json()).toMatchObject({ error: 0, code: "reset_link_sent" });
    await vi.waitFor(() => expect(inbox.received).toHaveLength(1), { timeout: 5000 });
    const message = inbox.received[0];
    expect(message?.recipients).toEqual(["lou@example.com"]);
    expect(message?.subject).toBe("Password Reset Request for Shopwright");
    const link = /https:\/\/shop\.example\/my-account\/lost-password\?key=[A-Za-z0-9_-]+&id=\d+/.exec(message?.text ?? "")?.[0] ?? "";
    // The HTML part, in the shop's mail layout, links to the same address.
    expect(message?.html).toContain(`<a href="${link.replace("&", "&amp;")}"`);
    const key = new URL(link).searchParams.get("key") ?? "";
    expect(key).not.toBe("");

    const reset = await browser.post("/api/v1/account/reset-password", { key, password: "new-password", password_repeat: "new-password" });
    expect(await reset.json()).toMatchObject({ error: 0, code: "password_reset" });
    const reused = await browser.post("/api/v1/account/reset-password", { key, password: "other-password", password_repeat: "other-password" });
    expect([reused.status, await reused.json()]).toMatchObject([400, { error: 1, code: "reset_token_invalid" }]);
    const login = await browser.post("/api/v1/account/login", { email: "lou@example.com", password: "new-password" });
    expect(await login.json()).toMatchObject({ error: 0 });
  });
});
