import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../server/auth/create-account.ts";
import { getSignedInCustomer } from "../server/auth/get-signed-in-customer.ts";
import { startSession } from "../server/auth/start-session.ts";
import type { DatabaseHandle } from "../server/db/connect.ts";
import { createTestDatabase } from "../server/db/test-database.ts";
import { runSetRole } from "./set-role-command.ts";

const NOW = new Date("2026-11-23T10:00:00.000Z");

describe("shop set-role", () => {
  let handle: DatabaseHandle;
  let customerId: number;
  const lines: string[] = [];
  const output = { out: (line: string) => void lines.push(line), err: (line: string) => void lines.push(`ERR ${line}`) };

  beforeAll(async () => {
    handle = await createTestDatabase();
    const created = await createAccount(handle.db, { email: "ed@example.com", password: "long enough", firstName: "", lastName: "", role: "customer" }, NOW);
    if (!created.ok) throw new Error(created.code);
    customerId = created.customer.id;
  });
  afterAll(() => handle.close());

  it("makes a customer an editor and ends the sessions they had", async () => {
    const session = await startSession(handle.db, { customerId, role: "customer", remember: false, previousToken: null }, NOW);
    expect(await runSetRole(handle.db, ["--email", "ED@example.com", "--role", "editor"], output, NOW)).toBe(0);
    expect(lines.at(-1)).toBe("ed@example.com is now editor; their sessions have ended.");
    expect(await getSignedInCustomer(handle.db, session.token, NOW)).toBeNull();
    const next = await startSession(handle.db, { customerId, role: "editor", remember: false, previousToken: null }, NOW);
    expect((await getSignedInCustomer(handle.db, next.token, NOW))?.customer.role).toBe("editor");
  });

  it("refuses an unknown role or email, and missing options, with a usage line", async () => {
    expect(await runSetRole(handle.db, ["--email", "ed@example.com", "--role", "wizard"], output, NOW)).toBe(2);
    expect(lines.at(-2)).toBe('ERR Unknown role "wizard"; use one of customer, editor, administrator');
    expect(await runSetRole(handle.db, ["--email", "ed@example.com"], output, NOW)).toBe(2);
    expect(await runSetRole(handle.db, ["--bogus"], output, NOW)).toBe(2);
    expect(await runSetRole(handle.db, ["--email", "nobody@example.com", "--role", "editor"], output, NOW)).toBe(1);
    expect(lines.at(-1)).toBe("ERR No account with the email nobody@example.com.");
  });
});
