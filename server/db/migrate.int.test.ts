import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "./test-database.ts";

describe("migrations", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("build every table and are idempotent", async () => {
    expect(await handle.migrate()).toEqual([]);
    const inserted = await handle.db
      .insertInto("products")
      .values({ type: "simple", slug: "mug", name: "Mug", created_at: "2026-01-01T00:00:00Z", updated_at: "2026-01-01T00:00:00Z" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const row = await handle.db.selectFrom("products").selectAll().where("id", "=", inserted.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Mug", status: "publish", featured: 0, stock_status: "instock" });
  });
});
