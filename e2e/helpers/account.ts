import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const TEST_PASSWORD = "correct-horse";

let counter = 0;
/** A fresh address per test (the e2e database lives for the whole run). */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/** Creates an account through the JSON API, as the register panel would. */
export async function registerThroughApi(request: APIRequestContext, email: string, password = TEST_PASSWORD): Promise<void> {
  const me = await request.get("/api/v1/account/me");
  const { csrf_token: token } = (await me.json()) as { csrf_token: string };
  const response = await request.post("/api/v1/account/register", {
    headers: { "x-csrf-token": token },
    form: { email, first_name: "Robin", last_name: "Tester", password, password_repeat: password },
  });
  expect(response.status()).toBe(200);
}

export function loginPopup(page: Page) {
  return page.locator("dialog[data-login-popup]");
}

export function headerAccountLink(page: Page) {
  return page.locator("[data-account-link]");
}

/** Decodes quoted-printable mail text (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset link of the newest lost-password mail to `email` in the outbox folder. */
export async function readResetLink(email: string): Promise<string> {
  const outbox = join(process.env.E2E_DIR ?? "", "outbox");
  let link: string | null = null;
  await expect
    .poll(() => {
      if (!existsSync(outbox)) return null;
      const mails = readdirSync(outbox)
        .sort()
        .map((name) => decodeQuotedPrintable(readFileSync(join(outbox, name), "utf8")))
        .filter((mail) => mail.includes(`To: ${email}`));
      link = mails.at(-1)?.match(/https?:\/\/\S+\/my-account\/lost-password\?key=\S+/)?.[0] ?? null;
      return link;
    })
    .not.toBeNull();
  return link ?? "";
}

/** Outbox files addressed to `email`. */
export function mailsTo(email: string): number {
  const outbox = join(process.env.E2E_DIR ?? "", "outbox");
  if (!existsSync(outbox)) return 0;
  return readdirSync(outbox).filter((name) => readFileSync(join(outbox, name), "utf8").includes(`To: ${email}`)).length;
}
