import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct } from "../../server/catalog/test-catalog-fixture.ts";
import type { DatabaseHandle } from "../../server/db/connect.ts";
import { createTestDatabase } from "../../server/db/test-database.ts";
import { createPaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import { routeArgs, routeContext } from "./route-test-harness.ts";
import { loader } from "./search-suggestions.tsx";

// The header search's suggestions endpoint on the test database (SQLite or PostgreSQL): the shop's
// own search, answered as small cacheable JSON, and a 400 with a stable code for hostile terms.

describe("GET /search-suggestions", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await insertProduct(handle.db, { name: "Lantern Mug", status: "publish", regular_price: 1250 });
    await insertProduct(handle.db, { name: "Lantern Hoodie", status: "publish", regular_price: 4500 });
    await insertProduct(handle.db, { name: "Secret Lantern", status: "publish", regular_price: 900, catalog_visibility: "hidden" });
    await insertProduct(handle.db, { name: "Draft Lantern", status: "draft", regular_price: 900 });
    await insertProduct(handle.db, { name: "Plain Cap", status: "publish", regular_price: 1500 });
  });
  afterAll(() => handle.close());

  async function get(query: string): Promise<Response> {
    const context = routeContext(handle.db, createPaymentGateways(handle.db, { production: false, stripe: null }));
    return loader(routeArgs<Parameters<typeof loader>[0]>(context, new Request(`http://shop.test/search-suggestions?${query}`)));
  }

  it("suggests the published, searchable products matching the term, with address and shown price, cacheable for everybody", async () => {
    const response = await get("s=lantern");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    const body = (await response.json()) as { products: Array<{ name: string; url: string; price: string | null }> };
    expect(body.products.map((p) => p.name).sort()).toEqual(["Lantern Hoodie", "Lantern Mug"]);
    expect(body.products.find((p) => p.name === "Lantern Mug")).toMatchObject({ url: "/product/lantern-mug", price: "$12.50" });
  });

  it("suggests nothing, without asking the catalogue, for a term shorter than three characters", async () => {
    const response = await get("s=la");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ products: [] });
  });

  it("refuses hostile terms with 400 invalid_search_term, never cached", async () => {
    for (const query of ["s=mug&s=cap", `s=${"x".repeat(101)}`, "s=mug%00"]) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ code: "invalid_search_term" });
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
  });
});
