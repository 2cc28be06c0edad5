import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn } from "../server/auth/log-in.ts";
import type { DatabaseHandle } from "../server/db/connect.ts";
import { createTestDatabase } from "../server/db/test-database.ts";
import { runCreateUser } from "./create-user-command.ts";

describe("shop create-user", () => {
  let handle: DatabaseHandle;
  const lines: string[] = [];
  const output = { out: (line: string) => void lines.push(line), err: (line: string) => void lines.push(`ERR ${line}`) };
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("adds an administrator who can log in", async () => {
    expect(await runCreateUser(handle.db, ["--email", "Admin@Example.com", "--password", "admin-pass", "--role", "administrator", "--first-name", "Ada"], output)).toBe(0);
    expect(lines.at(-1)).toMatch(/^Created administrator Admin@Example.com \(id \d+\)\.$/);
    const login = await logIn(handle.db, { email: "admin@example.com", password: "admin-pass", remember: false, ip: "cli", previousSessionToken: null, guestCartToken: null }, new Date());
    expect(login.ok && login.customer.role).toBe("administrator");
  });

  it("refuses bad input with a usage line", async () => {
    expect(await runCreateUser(handle.db, ["--email", "x@example.com"], output)).toBe(2);
    expect(await runCreateUser(handle.db, ["--email", "x@example.com", "--password", "secret1", "--role", "wizard"], output)).toBe(2);
    expect(await runCreateUser(handle.db, ["--bogus"], output)).toBe(2);
    expect(await runCreateUser(handle.db, ["--email", "x@example.com", "--password", "short"], output)).toBe(1);
    expect(await runCreateUser(handle.db, ["--email", "admin@example.com", "--password", "secret12"], output)).toBe(1);
    expect(lines.at(-1)).toContain("(email_taken)");
  });
});
