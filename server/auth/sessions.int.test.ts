import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { changeCustomerRole } from "./change-customer-role.ts";
import { createAccount } from "./create-account.ts";
import { endAllSessions, endSession } from "./end-session.ts";
import { getSignedInCustomer } from "./get-signed-in-customer.ts";
import { rotateSession } from "./rotate-session.ts";
import { startSession } from "./start-session.ts";

const NOW = new Date("2026-11-21T10:00:00.000Z");

describe("sessions", () => {
  let handle: DatabaseHandle;
  let customerId: number;
  const start = () => startSession(handle.db, { customerId, role: "customer", remember: false, previousToken: null }, NOW);

  beforeAll(async () => {
    handle = await createTestDatabase();
    const created = await createAccount(handle.db, { email: "fay@example.com", password: "password", firstName: "", lastName: "", role: "customer" }, NOW);
    if (!created.ok) throw new Error(created.code);
    customerId = created.customer.id;
  });
  afterAll(() => handle.close());

  it("stores only the token's sha256 and ignores malformed tokens", async () => {
    const session = await start();
    const rows = await handle.db.selectFrom("sessions").select("token_hash").execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(session.token);
    expect(await getSignedInCustomer(handle.db, "x", NOW)).toBeNull();
    expect(await getSignedInCustomer(handle.db, null, NOW)).toBeNull();
  });

  it("logs out one browser, then every browser", async () => {
    const [a, b, c] = [await start(), await start(), await start()];
    await endSession(handle.db, a.token);
    expect(await getSignedInCustomer(handle.db, a.token, NOW)).toBeNull();
    expect(await getSignedInCustomer(handle.db, b.token, NOW)).not.toBeNull();
    await endAllSessions(handle.db, customerId);
    expect(await getSignedInCustomer(handle.db, b.token, NOW)).toBeNull();
    expect(await getSignedInCustomer(handle.db, c.token, NOW)).toBeNull();
  });

  it("rotates a token, keeping the session's expiry", async () => {
    const session = await start();
    const rotated = await rotateSession(handle.db, session.token, "customer", NOW);
    expect(rotated?.expiresAt).toBe(session.expiresAt);
    expect(rotated?.editor).toBe(false);
    expect(await getSignedInCustomer(handle.db, session.token, NOW)).toBeNull();
    expect(await getSignedInCustomer(handle.db, rotated?.token ?? "", NOW)).not.toBeNull();
  });

  it("ends every session on a role change, and refuses unknown roles", async () => {
    const session = await start();
    expect(await changeCustomerRole(handle.db, { customerId, role: "wizard" }, NOW)).toMatchObject({ ok: false, code: "role_invalid" });
    expect(await getSignedInCustomer(handle.db, session.token, NOW)).not.toBeNull();
    expect(await changeCustomerRole(handle.db, { customerId, role: "editor" }, NOW)).toEqual({ ok: true });
    expect(await getSignedInCustomer(handle.db, session.token, NOW)).toBeNull();
    const next = await start();
    expect((await getSignedInCustomer(handle.db, next.token, NOW))?.customer.role).toBe("editor");
  });
});
