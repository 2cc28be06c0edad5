import type { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogDb } from "./catalog-db.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { browseQuery, LISTING_ORDERS, type ListingFilter } from "./listing.repository.ts";
import { atOrAfter, orderBySortTerms } from "./sort-terms.ts";

// SQLite plans without statistics, so its plan is the same on 10 products as on 100,000: this
// checks that a keyset page (decision 052) of the whole shop starts an index range at its anchor
// and stops after the page, and that a category's page (read by offset) probes the category's
// products by id and sorts them, as the order's expressions intend, rather than read the whole
// catalogue through products_listing.
// PostgreSQL's plans were checked at 100,000 products (docs/decisions/052).

const shop: ListingFilter = { visibilities: ["visible", "catalog"], categoryIds: null, tagId: null, searchWords: [], searchPhrase: null };
const browseOrders = LISTING_ORDERS.filter((order) => order !== "relevance");

describe("keyset page plans on SQLite", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const plan = async (query: { compile(): CompiledQuery }): Promise<string> => {
    const compiled = query.compile();
    // The same statement with the same bound values, asked for its plan instead of its rows.
    const explained = await handle.db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
    return explained.rows.map((r) => r.detail).join("\n");
  };

  /** The plan of a page seeking from an anchor whose sort values are all 1. */
  const seekPlan = async (filter: ListingFilter, order: (typeof browseOrders)[number]): Promise<string> => {
    const { filtered, terms } = browseQuery(catalogDb(handle.db), filter, order);
    const seek = atOrAfter(terms, terms.map(() => 1));
    if (seek === null) throw new Error(`no seek for ${order}`);
    return plan(orderBySortTerms(filtered.where(seek).select("products.id"), terms).limit(12).offset(3));
  };

  for (const order of browseOrders) {
    it(`seeks through an index for the ${order} order of the whole shop, with no sort of the whole catalogue`, async () => {
      const detail = await seekPlan(shop, order);
      expect(detail).toMatch(/SEARCH products USING (COVERING )?INDEX products_\w+ \(/);
      // The rating order's index holds the average only: the rows of one average are sorted by count and id.
      expect(detail).not.toContain("TEMP B-TREE FOR ORDER BY");
    });

    it(`probes a category's products by id for the ${order} order, walking no sort index`, async () => {
      const { filtered, terms } = browseQuery(catalogDb(handle.db), { ...shop, categoryIds: [1] }, order);
      const detail = await plan(orderBySortTerms(filtered.select("products.id"), terms).limit(12).offset(2_388));
      expect(detail).toContain("SEARCH products USING INTEGER PRIMARY KEY (rowid=?)");
      expect(detail).not.toMatch(/INDEX products_/);
    });
  }
});
