import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAccount } from "../auth/create-account.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { mountAuthApi } from "./auth-api.ts";
import { createTestBrowser } from "./test-browser.ts";
import { createMailer } from "../mail/create-mailer.ts";

/** The mail body as sent (nodemailer encodes long lines as quoted-printable). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

// The lost-password mail travels over real SMTP to a local smtp-server, and its link resets the password.

describe("password reset over SMTP", () => {
  let handle: DatabaseHandle;
  let smtp: SMTPServer;
  let app: Hono;
  const received: string[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Shop <shop@example.com>", SHOP_URL: "https://shop.example" });
    app = new Hono();
    mountAuthApi(app, { db: handle.db, config, logger: pino({ level: "silent" }) }, { mailer: createMailer(config.mail), providers: {} });
    await createAccount(handle.db, { email: "lou@example.com", password: "old-password", firstName: "Lou", lastName: "", role: "customer" }, new Date());
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await handle.close();
  });

  it("sends a single-use link that sets the new password", async () => {
    const browser = createTestBrowser(app);
    const asked = await browser.post("/api/v1/account/lost-password", { email: "Lou@Example.com" });
    expect(await asked.json()).toMatchObject({ error: 0, code: "reset_link_sent" });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    const message = received[0] ?? "";
    expect(message).toMatch(/^To: lou@example.com/m);
    expect(message).toMatch(/^Subject: Password Reset Request for Shopwright/m);
    const link = /https:\/\/shop\.example\/my-account\/lost-password\?key=[A-Za-z0-9_-]+&id=\d+/.exec(decodeQuotedPrintable(message))?.[0] ?? "";
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
