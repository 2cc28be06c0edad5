import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { PRICES_AS_ENTERED } from "./catalog.ts";
import { getListingFacets } from "./get-listing-facets.ts";
import { buildListingFilter, listProducts, type ListingScope } from "./list-products.ts";
import { listingFilterInput, type RequestedListingFilters } from "./listing-filters.ts";
import { resolveListingFilters } from "./resolve-listing-filters.ts";
import { TABLE_TERMS_CHECK_MS } from "./get-product-table-terms.ts";
import { assignCategories, insertAttributes, insertCategory, insertProduct } from "./test-catalog-fixture.ts";

// The shop sidebar's filters and counts (issue 12, decision 045), on SQLite and PostgreSQL alike.

const now = new Date("2026-06-15T12:00:00Z");
const color = (...options: string[]) => ({ key: "pa_color", name: "Color", options, global: true, usedForVariations: false });
const size = (...options: string[]) => ({ key: "pa_size", name: "Size", options, global: true, usedForVariations: false });

describe("the shop sidebar's filters", () => {
  let handle: DatabaseHandle;
  let clock = 1_000_000;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const db = handle.db;
    const clothing = await insertCategory(db, "Clothing");
    const home = await insertCategory(db, "Home");
    const product = async (name: string, price: [number, number] | null, attributes: ReturnType<typeof color>[], category: number, extra = {}) => {
      const id = await insertProduct(db, { name, price_min: price?.[0] ?? null, price_max: price?.[1] ?? null, regular_price: price?.[0] ?? null, ...extra });
      await insertAttributes(db, id, attributes);
      await assignCategories(db, id, [category]);
    };
    await product("Red Tee", [1000, 1000], [color("Red"), size("S")], clothing);
    await product("Blue Tee", [2000, 2000], [color("Blue"), size("M")], clothing);
    await product("Blue Hoodie", [4000, 4000], [color("Blue"), size("S")], clothing);
    await product("Red Mug", [1500, 1500], [color("Red")], home);
    await product("Scarf", [1000, 5000], [color("Green", "Red")], clothing);
    await product("Hidden Blue", [2000, 2000], [color("Blue")], clothing, { catalog_visibility: "hidden" });
    await product("Unpriced Blue", null, [color("Blue")], clothing);
  });
  afterAll(() => handle.close());

  async function resolve(requested: Partial<RequestedListingFilters>) {
    return resolveListingFilters(handle.db, { minPrice: null, maxPrice: null, attributes: [], ...requested }, clock);
  }

  async function names(scope: ListingScope): Promise<string[]> {
    const listing = await listProducts(handle.db, { ...scope, orderBy: "price", page: 1, perPage: 20 }, now, PRICES_AS_ENTERED);
    return listing.products.map((p) => p.name);
  }

  async function facetsFor(scope: ListingScope, requested: Partial<RequestedListingFilters>) {
    const active = await resolve(requested);
    const filter = await buildListingFilter(handle.db, { ...scope, ...listingFilterInput(active) });
    if (filter === null) throw new Error("no such listing");
    const facets = await getListingFacets(handle.db, filter, active, clock);
    const counts = Object.fromEntries(facets.attributes.map((a) => [a.slug, Object.fromEntries(a.terms.map((t) => [t.slug, t.count]))]));
    return { facets, counts };
  }

  it("keeps the products whose price range overlaps the asked one, and no unpriced product", async () => {
    const active = await resolve({ minPrice: 1800, maxPrice: 2500 });
    expect(await names(listingFilterInput(active))).toEqual(["Scarf", "Blue Tee"]);
    expect(await names(listingFilterInput(await resolve({ minPrice: 3000, maxPrice: null })))).toEqual(["Scarf", "Blue Hoodie"]);
  });

  it("reads a minimum above the maximum as the same range the right way round", async () => {
    const active = await resolve({ minPrice: 2500, maxPrice: 1800 });
    expect([active.minPrice, active.maxPrice]).toEqual([1800, 2500]);
  });

  it("keeps products with any chosen term for query_type or, and with every chosen term for and", async () => {
    const or = await resolve({ attributes: [{ slug: "color", terms: ["green", "blue"], queryType: "or" }] });
    expect(await names(listingFilterInput(or))).toEqual(["Scarf", "Blue Tee", "Blue Hoodie", "Unpriced Blue"]);
    const and = await resolve({ attributes: [{ slug: "color", terms: ["green", "red"], queryType: "and" }] });
    expect(await names(listingFilterInput(and))).toEqual(["Scarf"]);
  });

  it("leaves out unknown attributes and terms instead of matching nothing", async () => {
    const active = await resolve({ attributes: [{ slug: "flavour", terms: ["mint"], queryType: "or" }, { slug: "color", terms: ["red", "no-such-colour"], queryType: "or" }] });
    expect(active.attributes.map((a) => [a.slug, a.terms.map((t) => t.slug)])).toEqual([["color", ["red"]]]);
  });

  it("counts each term's listed products in the current listing, leaving out terms with none", async () => {
    const { counts } = await facetsFor({ category: "clothing" }, {});
    // Hidden and unlisted products count for nothing; the mug is in another category.
    expect(counts).toEqual({ color: { blue: 3, green: 1, red: 2 }, size: { m: 1, s: 2 } });
  });

  it("counts the whole shop's listed products per term", async () => {
    const { counts, facets } = await facetsFor({}, {});
    expect(counts).toEqual({ color: { blue: 3, green: 1, red: 3 }, size: { m: 1, s: 2 } });
    expect(facets.priceBounds).toEqual([{ taxClass: "", min: 1000, max: 5000 }]);
  });

  it("counts with the other active filters applied, and an or attribute without its own choice", async () => {
    const { counts, facets } = await facetsFor({}, { minPrice: 1000, maxPrice: 2000, attributes: [{ slug: "color", terms: ["red"], queryType: "or" }] });
    // Color ignores "red" (choosing blue too would add the blue tee) but keeps the price filter.
    expect(counts.color).toEqual({ blue: 1, green: 1, red: 3 });
    // Size counts the red products in the price range: only the red tee has a size.
    expect(counts.size).toEqual({ s: 1 });
    expect(facets.attributes.find((a) => a.slug === "color")?.terms.filter((t) => t.chosen).map((t) => t.slug)).toEqual(["red"]);
    // The price hints cover the listing without its own price filter.
    expect(facets.priceBounds).toEqual([{ taxClass: "", min: 1000, max: 5000 }]);
  });

  it("counts an and attribute with its own choice, and keeps a chosen term that no longer has products", async () => {
    const { counts } = await facetsFor({}, { attributes: [{ slug: "color", terms: ["green"], queryType: "and" }, { slug: "size", terms: ["m"], queryType: "and" }] });
    expect(counts).toEqual({ color: { green: 0 }, size: { m: 0 } });
  });

  it("serves counts from the catalogue version's cache and counts again once a product changes", async () => {
    const before = await facetsFor({ category: "home" }, {});
    expect(before.counts).toEqual({ color: { red: 1 } });
    expect((await facetsFor({ category: "home" }, {})).facets).toBe(before.facets);
    const mug = await handle.db.selectFrom("products").select("id").where("name", "=", "Red Mug").executeTakeFirstOrThrow();
    await insertAttributes(handle.db, mug.id, [size("L")]);
    await handle.db.updateTable("products").set({ updated_at: "2026-06-15T12:00:00.000Z" }).where("id", "=", mug.id).execute();
    clock += TABLE_TERMS_CHECK_MS;
    expect((await facetsFor({ category: "home" }, {})).counts).toEqual({ color: { red: 1 }, size: { l: 1 } });
  });
});
