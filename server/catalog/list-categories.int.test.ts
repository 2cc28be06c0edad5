import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { listCategories } from "./list-categories.ts";
import { ensureCategoryPath } from "./taxonomy.write.repository.ts";
import { catalogDb } from "./catalog-db.ts";

describe("listCategories", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("answers with the same list until a category is added, then with the new one at once", async () => {
    await ensureCategoryPath(catalogDb(handle.db), ["Kitchen"]);
    const first = await listCategories(handle.db);
    expect(first.map((c) => c.name)).toEqual(["Kitchen"]);
    expect(await listCategories(handle.db)).toBe(first);

    await ensureCategoryPath(catalogDb(handle.db), ["Kitchen", "Mugs"]);
    const second = await listCategories(handle.db);
    expect(second.map((c) => [c.name, c.parentId])).toEqual([
      ["Kitchen", null],
      ["Mugs", first[0]?.id],
    ]);
    expect(await handle.db.transaction().execute((trx) => listCategories(trx))).toBe(second);
  });
});
