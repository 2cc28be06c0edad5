import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct } from "../../../server/catalog/test-catalog-fixture.ts";
import { loadConfig } from "../../../server/config.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../../../server/db/test-database.ts";
import { NO_ISLAND_SCRIPTS } from "../../../server/http/island-scripts.ts";
import { createPaymentGateways } from "../../../server/payments/create-payment-gateways.ts";
import type { Services } from "../../context.ts";
import { loadArchive } from "./load-archive.server.ts";

// QUICK_VIEW_ON_LISTINGS (issue 11, decision 039) reaches the listings through their loader: on,
// by default, the archive carries the quick view's script (ProductArchive then adds the buttons);
// off, it carries none. The setting is shop-wide, so the page cache may keep either page.

const ORIGIN = "http://shop.test";
const QUICK_VIEW_SCRIPT = "/islands/listing/assets/quickView-test.js";

describe("loadArchive's quick view", () => {
  let handle: TestDatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await insertProduct(handle.db, { name: "Mug", regular_price: 1000, price_min: 1000, price_max: 1000 });
  });
  afterAll(() => handle.close());

  function services(environment: Record<string, string>): Services {
    const config = loadConfig({ DATABASE_URL: "sqlite::memory:", SHOP_URL: ORIGIN, ...environment });
    const islands = { ...NO_ISLAND_SCRIPTS, quickView: QUICK_VIEW_SCRIPT };
    return { db: handle.db, config, logger: pino({ level: "silent" }), islands, gateways: createPaymentGateways(handle.db, { production: false, stripe: null }), mailer: { send: async () => undefined }, orderMails: { kick: () => undefined }, clientIp: "192.0.2.9" };
  }

  it("hands the listing the quick view's script by default", async () => {
    const archive = await loadArchive(services({}), new Request(`${ORIGIN}/shop`), {}, "Shop");
    expect(archive.products.map((p) => p.name)).toEqual(["Mug"]);
    expect(archive.quickViewScript).toBe(QUICK_VIEW_SCRIPT);
  });

  it("hands it no script when QUICK_VIEW_ON_LISTINGS is off", async () => {
    const archive = await loadArchive(services({ QUICK_VIEW_ON_LISTINGS: "false" }), new Request(`${ORIGIN}/shop`), {}, "Shop");
    expect(archive.products.map((p) => p.name)).toEqual(["Mug"]);
    expect(archive.quickViewScript).toBeNull();
  });
});
