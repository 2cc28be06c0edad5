import { NO_ISLAND_SCRIPTS } from "../../server/http/island-scripts.ts";
import { RouterContextProvider } from "react-router";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAttributes, insertProduct, insertVariation } from "../../server/catalog/test-catalog-fixture.ts";
import { loadConfig } from "../../server/config.ts";
import type { DatabaseHandle } from "../../server/db/connect.ts";
import { createTestDatabase } from "../../server/db/test-database.ts";
import { createPaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import { servicesContext } from "../context.ts";
import { loader } from "./product-table.variation.tsx";

// The table's variation lookup (decision 037) on the test database (SQLite or PostgreSQL): the row's
// shape with the price and stock line rendered, and a 404, never a 5xx, for anything unmatched.

const ORIGIN = "http://shop.test";

describe("GET /product-table/variation/:id", () => {
  let handle: DatabaseHandle;
  let shoeId: number;
  let blackId: number;
  let draftId: number;
  const config = loadConfig({ DATABASE_URL: "sqlite::memory:", SHOP_URL: ORIGIN });

  beforeAll(async () => {
    handle = await createTestDatabase();
    shoeId = await insertProduct(handle.db, { name: "Trail Shoe", status: "publish", type: "variable" });
    await insertAttributes(handle.db, shoeId, [{ key: "pa_colour", name: "Colour", options: ["Black", "Red"], global: true }, { key: "size", name: "Size", options: ["40", "41"] }]);
    blackId = await insertVariation(handle.db, shoeId, { pa_colour: "black", size: "40" }, { regular_price: 9900, manage_stock: 1, stock_quantity: 4 });
    await insertVariation(handle.db, shoeId, { pa_colour: "red", size: "" }, { regular_price: 9500 });
    draftId = await insertProduct(handle.db, { name: "Draft Shoe", status: "draft", type: "variable" });
  });
  afterAll(() => handle.close());

  async function get(id: string, query: string): Promise<Response> {
    const context = new RouterContextProvider();
    context.set(servicesContext, {
      db: handle.db,
      config,
      logger: pino({ level: "silent" }),
      islands: NO_ISLAND_SCRIPTS,
      gateways: createPaymentGateways(handle.db, { production: false, stripe: null }),
      mailer: { send: async () => undefined },
      orderMails: { kick: () => undefined },
      clientIp: "192.0.2.9",
    });
    const args = { request: new Request(`${ORIGIN}/product-table/variation/${encodeURIComponent(id)}?${query}`), params: { id }, context } as unknown as Parameters<typeof loader>[0];
    return loader(args);
  }

  it("answers the matching variation with its price and stock line rendered", async () => {
    const response = await get(String(shoeId), "attribute_pa_colour=black&attribute_size=40");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ variation_id: blackId, is_purchasable: true, attributes: { attribute_pa_colour: "black", attribute_size: "40" } });
    expect(body.price_html).toContain("$99.00");
    expect(body.availability_html).toContain("4 in stock");
  });

  it("matches a variation that takes any value of an attribute", async () => {
    const body = (await (await get(String(shoeId), "attribute_pa_colour=red&attribute_size=41")).json()) as Record<string, unknown>;
    expect(body.price_html).toContain("$95.00");
  });

  it.each([
    ["an incomplete choice", "shoe", "attribute_pa_colour=black"],
    ["a combination with no variation", "shoe", "attribute_pa_colour=black&attribute_size=41"],
    ["a draft product", "draft", "attribute_size=40"],
    ["an id that is not a number", "1e3", "attribute_size=40"],
    ["an unknown product", "987654", "attribute_size=40"],
  ])("answers %s with a 404 and the product page's words", async (_name, id, query) => {
    // The ids are known once the fixture exists, after the cases are listed.
    const known: Record<string, number> = { shoe: shoeId, draft: draftId };
    const response = await get(String(known[id] ?? id), query);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: "no_matching_variation", message: "Sorry, no products matched your selection. Please choose a different combination." });
  });

  it("refuses an oversized choice with a 404", async () => {
    const response = await get(String(shoeId), `attribute_size=${"4".repeat(500)}`);
    expect(response.status).toBe(404);
  });
});
