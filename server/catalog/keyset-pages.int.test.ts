import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { catalogDb } from "./catalog-db.ts";
import { findBrowsePage, findOrderedIds, findSearchPage, LISTING_ORDERS, type ListingFilter } from "./listing.repository.ts";
import { createPageAnchors, type PageAnchors } from "./page-anchors.ts";
import { findTableBrowsePage, type TableFilter } from "./product-table.repository.ts";
import { PRODUCT_TABLE_SORT_KEYS } from "./product-table.ts";
import { assignCategories, insertCategory, insertProduct } from "./test-catalog-fixture.ts";

// Keyset pages (decision 052) must be exactly the OFFSET query's pages, for every order, whatever
// pages were read before: a catalogue full of ties (names, menu order, sales, ratings, dates,
// prices) and products without a price or SKU, read forwards, backwards and by jumps, each page
// compared with the same page read by its offset alone (no anchors).

const PRODUCT_COUNT = 70;
const PER_PAGE = 4;
const PAGES = Math.ceil(PRODUCT_COUNT / PER_PAGE) + 1; // one past the end, which is empty
/** Pages in a jumping order, so anchors are met ahead of, behind and far from the page asked. */
const JUMPS = [9, 2, 17, 3, 16, 0, 12, 11, 5, 18, 1, 14, 7, 13, 4, 10, 6, 15, 8];

const shop: ListingFilter = { visibilities: ["visible", "catalog"], categoryIds: null, tagId: null, searchWords: [], searchPhrase: null };

describe("keyset pages", () => {
  let handle: DatabaseHandle;
  let categoryId = 0;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const db = handle.db;
    categoryId = await insertCategory(db, "Half");
    for (let i = 0; i < PRODUCT_COUNT; i += 1) {
      const priced = i % 6 !== 0;
      const id = await insertProduct(db, {
        name: ["Mug", "Tee", "Cap"][i % 3] ?? "Mug",
        slug: `product-${i}`,
        sku: i % 4 === 0 ? null : `SKU-${(i * 3) % PRODUCT_COUNT}`,
        menu_order: [0, 0, 1, -1, 0][i % 5] ?? 0,
        total_sales: i % 3 === 0 ? 0 : 5,
        rating_average: [0, 4.33, 4.5][i % 3] ?? 0,
        rating_count: i % 2,
        created_at: i % 5 === 0 ? "2026-01-01T00:00:00.000Z" : `2026-02-0${1 + (i % 4)}T00:00:00.000Z`,
        price_min: priced ? 1000 + (i % 4) * 100 : null,
        price_max: priced ? 1500 + (i % 3) * 100 : null,
        regular_price: priced ? 1000 : null,
        status: i === 7 ? "draft" : "publish",
        catalog_visibility: i === 8 ? "hidden" : "visible",
      });
      if (i % 2 === 0) await assignCategories(db, id, [categoryId]);
    }
  });
  afterAll(() => handle.close());

  /** Every page in three passes over one set of anchors (a small one, so it also thins out). */
  async function comparePages(readPage: (page: number, anchors: PageAnchors) => Promise<number[]>): Promise<number> {
    const byOffset: number[][] = [];
    for (let page = 0; page < PAGES; page += 1) byOffset.push(await readPage(page, createPageAnchors()));
    const anchors = createPageAnchors(6);
    const visits = [...byOffset.keys(), ...[...byOffset.keys()].reverse(), ...JUMPS];
    for (const page of visits) expect(await readPage(page, anchors), `page ${page}`).toEqual(byOffset[page]);
    return byOffset.flat().length;
  }

  for (const order of LISTING_ORDERS.filter((o) => o !== "relevance")) {
    for (const [name, filter] of [
      ["the whole shop", shop],
      ["a price range", { ...shop, priceRange: { min: 1100, max: null } }],
    ] as const) {
      it(`reads every ${order} page of ${name} as the offset query does`, async () => {
        const listed = await comparePages((page, anchors) => findBrowsePage(catalogDb(handle.db), filter, order, page * PER_PAGE, PER_PAGE, anchors));
        expect(listed).toBeGreaterThan(PER_PAGE * 3);
      });
    }
  }

  it("reads a category's pages by offset, keeping no anchors: its rows are sorted, not walked in an index", async () => {
    const anchors = createPageAnchors();
    const inCategory = { ...shop, categoryIds: [categoryId] };
    for (let page = 0; page < PAGES; page += 1) await findBrowsePage(catalogDb(handle.db), inCategory, "menu_order", page * PER_PAGE, PER_PAGE, anchors);
    expect(anchors.size).toBe(0);
  });

  for (const order of LISTING_ORDERS.filter((o) => o !== "relevance")) {
    it(`lists a category's ids in the ${order} order of its offset pages, for the listing to keep per catalogue version`, async () => {
      const inCategory = { ...shop, categoryIds: [categoryId] };
      const byOffset: number[] = [];
      for (let page = 0; page < PAGES; page += 1) byOffset.push(...(await findBrowsePage(catalogDb(handle.db), inCategory, order, page * PER_PAGE, PER_PAGE, createPageAnchors())));
      expect(byOffset.length).toBeGreaterThan(PER_PAGE * 3);
      expect([...((await findOrderedIds(catalogDb(handle.db), inCategory, order, PRODUCT_COUNT)) ?? [])]).toEqual(byOffset);
    });
  }

  for (const order of ["relevance", "price-desc"] as const) {
    it(`lists a search's ids in the ${order} order of its offset pages, or none past the cap`, async () => {
      const search: ListingFilter = { ...shop, visibilities: ["visible", "search"], searchWords: ["ee"], searchPhrase: "ee" };
      const byOffset: number[] = [];
      for (let page = 0; page < PAGES; page += 1) byOffset.push(...(await findSearchPage(catalogDb(handle.db), search, order, page * PER_PAGE, PER_PAGE)).ids);
      expect(byOffset.length).toBeGreaterThan(PER_PAGE * 3);
      expect([...((await findOrderedIds(catalogDb(handle.db), search, order, byOffset.length)) ?? [])]).toEqual(byOffset);
      expect(await findOrderedIds(catalogDb(handle.db), search, order, byOffset.length - 1)).toBeNull();
    });
  }

  for (const sort of PRODUCT_TABLE_SORT_KEYS) {
    for (const direction of ["asc", "desc"] as const) {
      it(`reads every product-table page sorted by ${sort} ${direction} as the offset query does`, async () => {
        const filter: TableFilter = { ...shop, attributeTerms: [] };
        const listed = await comparePages((page, anchors) => findTableBrowsePage(catalogDb(handle.db), filter, sort, direction, page * PER_PAGE, PER_PAGE, anchors));
        expect(listed).toBe(68);
      });
    }
  }

  it("puts the products without a price after every priced one, in the price orders", async () => {
    const all = await findBrowsePage(catalogDb(handle.db), shop, "price-desc", 0, PRODUCT_COUNT, createPageAnchors());
    const prices = await handle.db.selectFrom("products").select(["id", "price_max"]).where("id", "in", all).execute();
    const priceOf = new Map(prices.map((p) => [p.id, p.price_max]));
    const firstUnpriced = all.findIndex((id) => priceOf.get(id) === null);
    expect(firstUnpriced).toBeGreaterThan(0);
    expect(all.slice(firstUnpriced).every((id) => priceOf.get(id) === null)).toBe(true);
  });
});
