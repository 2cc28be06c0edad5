import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogDb } from "./catalog-db.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { applyFilter, type ListingFilter } from "./listing.repository.ts";
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

// A search word of 3+ characters reads the FTS5 trigram index (migration 032) and then the matching
// products by id; a shorter one cannot use a trigram index and scans, as before.
describe("search query plans on SQLite", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const searchFor = (words: string[]): ListingFilter => ({ visibilities: ["visible", "search"], categoryIds: null, tagId: null, searchWords: words, searchPhrase: words.join(" ") });
  const plan = async (filter: ListingFilter, statusByIndex: boolean): Promise<string> => {
    // The shape of a search page: the filter, its window count, an order and a page.
    const compiled = applyFilter(catalogDb(handle.db).selectFrom("products"), filter, false, statusByIndex)
      .select(["products.id", sql<number>`count(*) over ()`.as("total")])
      .orderBy("products.name")
      .limit(25)
      .compile();
    const explained = await handle.db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
    return explained.rows.map((r) => r.detail).join("\n");
  };

  for (const statusByIndex of [true, false]) {
    it(`finds a 3-character word's products through the search index, then by id (status ${statusByIndex ? "indexed" : "unindexed"})`, async () => {
      const detail = await plan(searchFor(["mug", "cosy"]), statusByIndex);
      expect(detail).toMatch(/SCAN product_search VIRTUAL TABLE INDEX \d+:M/);
      expect(detail).toContain("SEARCH products USING INTEGER PRIMARY KEY (rowid=?)");
      expect(detail).not.toMatch(/SCAN products\b|products_listing/);
    });
  }

  it("scans for a 2-character word, which no trigram can find", async () => {
    const detail = await plan(searchFor(["mu"]), true);
    expect(detail).not.toContain("product_search");
  });
});
