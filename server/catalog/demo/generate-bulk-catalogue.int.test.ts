import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRICES_AS_ENTERED } from "../catalog.ts";
import type { DatabaseHandle } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { countProducts } from "../count-products.ts";
import { listProducts } from "../list-products.ts";
import { generateBulkCatalogue } from "./generate-bulk-catalogue.ts";

describe("generateBulkCatalogue", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("inserts priced products spread over categories that the listing can page through", async () => {
    const { categories } = await generateBulkCatalogue(handle.db, 1_234);
    expect(await countProducts(handle.db)).toBe(1_234);
    const page = await listProducts(handle.db, { category: categories[0] ?? "", orderBy: "price", page: 2, perPage: 12 }, new Date(), PRICES_AS_ENTERED);
    expect(page.total).toBe(62);
    const prices = page.products.map((p) => p.priceMin ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // One colour and one size each, for the shop sidebar's filters and counts.
    const links = await handle.db.selectFrom("product_attribute_terms").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
    expect(Number(links.n)).toBe(2 * 1_234);
  });
});
