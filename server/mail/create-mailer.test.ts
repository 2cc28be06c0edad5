import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer } from "./create-mailer.ts";

describe("createMailer without SMTP", () => {
  const dir = mkdtempSync(join(tmpdir(), "shopwright-outbox-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes one .eml file per message into the outbox", async () => {
    const mailer = createMailer({ from: "Shop <shop@example.com>", outboxDir: join(dir, "outbox"), smtpUrl: null });
    await mailer.send({ to: "kim@example.com", subject: "First", text: "Hello" });
    await mailer.send({ to: "kim@example.com", subject: "Second", text: "Again" });
    const files = readdirSync(join(dir, "outbox")).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith(".eml"))).toBe(true);
    const first = readFileSync(join(dir, "outbox", files[0] ?? ""), "utf8");
    expect(first).toMatch(/^From: Shop <shop@example.com>$/m);
    expect(first).toMatch(/^To: kim@example.com$/m);
    expect(first).toMatch(/^Subject: (First|Second)$/m);
  });
});
