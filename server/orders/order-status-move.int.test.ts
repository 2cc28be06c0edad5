import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { cancelIfHoldExpired, moveOrderStatus } from "./order.repository.ts";
import { ordersDb } from "./orders-db.ts";

// A status change queues its mails in its own transaction (docs/decisions/022); one attempted
// outside a transaction is a programming error, refused before it touches a row.

describe("moving an order's status", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("is refused outside a transaction, so its mails can never commit apart from it", async () => {
    const at = new Date().toISOString();
    await expect(moveOrderStatus(ordersDb(handle.db), 1, ["on-hold"], "processing", { updated_at: at })).rejects.toThrow("An order's status changes only inside a transaction");
    await expect(cancelIfHoldExpired(ordersDb(handle.db), 1, at)).rejects.toThrow("An order's status changes only inside a transaction");
  });

  it("inside a transaction, answers false for an order that does not exist", async () => {
    const at = new Date().toISOString();
    expect(await handle.db.transaction().execute((trx) => moveOrderStatus(ordersDb(trx), 999_999, ["on-hold"], "processing", { updated_at: at }))).toBe(false);
  });
});
