import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogDb } from "./catalog-db.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { PRODUCT_TABLE_SORT_KEYS } from "./product-table.ts";
import { browsePageQuery, type TableFilter } from "./product-table.repository.ts";

// SQLite plans without statistics, so its plan for a query is the same on 10 products as on
// 100,000: this checks that a table page walks the sort column's index and stops after the page,
// instead of sorting the whole catalogue (decision 035). PostgreSQL plans from statistics, so its
// plans were checked at 100,000 products (bench:product-table) rather than here.

const browse: TableFilter = { visibilities: ["visible", "catalog"], categoryIds: null, tagId: null, searchWords: [], searchPhrase: null, attributeTerms: [] };

describe("product table query plans on SQLite", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const plan = async (query: ReturnType<typeof browsePageQuery>): Promise<string> => {
    const compiled = query.compile();
    // The same statement with the same bound values, asked for its plan instead of its rows.
    const explained = await handle.db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
    return explained.rows.map((r) => r.detail).join("\n");
  };

  for (const sort of PRODUCT_TABLE_SORT_KEYS) {
    for (const direction of ["asc", "desc"] as const) {
      it(`walks an index for the ${sort} sort, ${direction}, with no sort of the whole catalogue`, async () => {
        const detail = await plan(browsePageQuery(catalogDb(handle.db), browse, sort, direction, 12_475, 25));
        expect(detail).not.toContain("TEMP B-TREE");
        expect(detail).toMatch(sort === "id" ? /SCAN products/ : /USING (COVERING )?INDEX products_/);
      });
    }
  }
});
