import { NO_ISLAND_SCRIPTS } from "../../server/http/island-scripts.ts";
import { RouterContextProvider } from "react-router";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAttributes, insertImage, insertProduct, insertVariation } from "../../server/catalog/test-catalog-fixture.ts";
import { loadConfig } from "../../server/config.ts";
import type { DatabaseHandle } from "../../server/db/connect.ts";
import { createTestDatabase } from "../../server/db/test-database.ts";
import { createPaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import { servicesContext } from "../context.ts";
import { loader } from "./product-table.quick-view.tsx";

// The quick view's content endpoint (issue 11) on the test database (SQLite or PostgreSQL): the
// fragment a row's "Quick view" shows, and a 404 with §8's words, never a 5xx, for any other id.

const ORIGIN = "http://shop.test";

describe("GET /product-table/quick-view/:id", () => {
  let handle: DatabaseHandle;
  let simpleId: number;
  let variableId: number;
  let draftId: number;
  const config = loadConfig({ DATABASE_URL: "sqlite::memory:", SHOP_URL: ORIGIN });

  beforeAll(async () => {
    handle = await createTestDatabase();
    const [front, back] = [await insertImage(handle.db, "apron-front"), await insertImage(handle.db, "apron-back")];
    simpleId = await insertProduct(handle.db, {
      name: "Linen Apron",
      image_id: front,
      status: "publish",
      regular_price: 2400,
      price_min: 2400,
      price_max: 2400,
      short_description: "<p>Washed linen, two pockets.</p>",
      rating_average: 4.5,
      rating_count: 2,
    });
    await handle.db.insertInto("product_gallery").values({ product_id: simpleId, image_id: back, position: 0 }).execute();
    variableId = await insertProduct(handle.db, { name: "Wool Scarf", status: "publish", type: "variable" });
    await insertAttributes(handle.db, variableId, [{ key: "color", name: "Color", options: ["Grey"] }]);
    await insertVariation(handle.db, variableId, { color: "grey" }, { regular_price: 3000 });
    draftId = await insertProduct(handle.db, { name: "Secret Draft", status: "draft", regular_price: 100 });
  });
  afterAll(() => handle.close());

  async function get(id: string): Promise<Response> {
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
    const args = { request: new Request(`${ORIGIN}/product-table/quick-view/${encodeURIComponent(id)}`), params: { id }, context } as unknown as Parameters<typeof loader>[0];
    return loader(args);
  }

  it("answers a simple product's title, price, rating, short description, add-to-cart form and product link as cacheable HTML", async () => {
    const response = await get(String(simpleId));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    const html = await response.text();
    expect(html).toContain("Linen Apron</h2>");
    expect(html).toContain("$24.00");
    expect(html).toContain("Washed linen, two pockets.");
    expect(html).toContain('aria-label="Rated 4.50 out of 5"');
    expect(html).toMatch(/<form class="[^"]*cart"[^>]*action="\/cart"/);
    expect(html).toContain(`name="product_id" value="${simpleId}"`);
    expect(html).toContain(`id="quick-view-quantity-${simpleId}"`);
    expect(html).toContain('href="/product/linen-apron"');
  });

  it("shows the main picture first in a slider of each picture, with a thumbnail button for each", async () => {
    const html = await (await get(String(simpleId))).text();
    const slides = [...html.matchAll(/<div class="quick-view__slide"[^>]*>\s*<img[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(slides).toEqual(["/media/apron-front.jpg", "/media/apron-back.jpg"]);
    expect(html).toContain('aria-label="Picture 2 of 2"');
    expect(html.match(/data-quick-view-go="/g)).toHaveLength(2);
    expect(html).toContain('src="/media/apron-back-100.jpg"');
  });

  it("answers the same HTML on a second request (the same for every visitor)", async () => {
    const [first, second] = await Promise.all([get(String(simpleId)), get(String(simpleId))]);
    expect(await first.text()).toBe(await second.text());
  });

  it("holds a variable product's variations form: attribute selects posting to /cart with an empty variation id, and its variations as data", async () => {
    const html = await (await get(String(variableId))).text();
    expect(html).toContain('<form class="variations_form cart');
    expect(html).toContain('action="/cart" method="post"');
    expect(html).toMatch(/<label for="quick-view-quantity-\d+-attribute-color" class="variations__label">Color<\/label><select id="quick-view-quantity-\d+-attribute-color" name="attribute_color"/);
    expect(html).toContain('<input type="hidden" name="variation_id" value=""/>');
    expect(html).toContain("data-product_variations=\"{&quot;variations&quot;:[{&quot;variation_id&quot;:");
    expect(html).toContain("$30.00");
    expect(html).not.toContain("Select options");
  });

  it.each([
    ["an unknown id", "987654"],
    ["a draft", "draft"],
    ["zero", "0"],
    ["a negative id", "-1"],
    ["a leading zero", "01"],
    ["an exponent", "1e3"],
    ["words", "abc"],
    ["SQL", "1 OR 1=1"],
    ["a NUL byte", "1\u0000"],
    ["an id past 32 bits", "99999999999"],
    ["a long string", "9".repeat(5000)],
    ["an empty id", ""],
  ])("answers %s with 404 and “Content not found”", async (_what, raw) => {
    const response = await get(raw === "draft" ? String(draftId) : raw);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Content not found");
  });
});
