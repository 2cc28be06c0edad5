import { getSubscriptionLimits } from "../catalog/get-subscription-limits.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { PRICES_AS_ENTERED } from "../catalog/catalog.ts";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { getPage } from "../content/get-page.ts";
import { listPages } from "../content/list-pages.ts";
import { countProducts } from "../catalog/count-products.ts";
import { getProductPage } from "../catalog/get-product-page.ts";
import { listProducts } from "../catalog/list-products.ts";
import { listShippingZones } from "../shipping/list-shipping-zones.ts";
import { listAvailablePaymentMethods } from "../payments/list-available-payment-methods.ts";
import { seedDemoShop, type SeedReport } from "./seed-demo-shop.ts";

describe("seedDemoShop", () => {
  let handle: DatabaseHandle;
  let mediaDir: string;
  let first: SeedReport;
  const now = new Date("2026-11-21T12:00:00Z");

  beforeAll(async () => {
    handle = await createTestDatabase();
    mediaDir = mkdtempSync(join(tmpdir(), "shopwright-seed-"));
    first = await seedDemoShop(handle.db, { mediaDir }, now);
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it("loads at least 30 products, their reviews and the content pages", async () => {
    expect(first.created).toBeGreaterThanOrEqual(30);
    expect(await countProducts(handle.db)).toBe(first.products);
    expect(first.reviews).toBeGreaterThan(10);
    expect((await listPages(handle.db)).map((p) => p.slug)).toEqual(["about", "terms-and-conditions", "privacy-policy", "contact"]);
  });

  it("makes the home page of the demo's blocks: hero, a line with a tooltip, featured slider, newest grid, numbers, a modal button and the FAQ", async () => {
    const home = await getPage(handle.db, "home");
    expect(home?.blocks.map((b) => (b.type === "products" ? `${b.display}:${b.source}` : b.type))).toEqual(["hero", "richText", "slider:featured", "grid:newest", "countUp", "button", "accordion"]);
  });

  it("ships to the United States and the United Kingdom", async () => {
    expect(first.shipping).toBe(true);
    expect((await listShippingZones(handle.db)).zones.flatMap((z) => z.locations.filter((l) => l.type === "country").map((l) => l.code))).toEqual(["US", "US", "GB"]);
  });

  it("covers the variation edge cases of the hoodie", async () => {
    const page = await getProductPage(handle.db, "classic-hoodie", now, PRICES_AS_ENTERED);
    const variations = page?.variations ?? [];
    expect(variations.length).toBeGreaterThan(5);
    expect(variations.some((v) => v.stock.status === "outofstock")).toBe(true);
    expect(variations.some((v) => !v.purchasable)).toBe(true);
    expect(variations.some((v) => v.soldIndividually)).toBe(true);
    expect(variations.some((v) => v.minQuantity !== null && v.maxQuantity !== null)).toBe(true);
    expect(variations.some((v) => v.image !== null)).toBe(true);
    expect(variations.some((v) => Object.values(v.attributes).includes(""))).toBe(true);
    expect(page?.product.ratingCount).toBeGreaterThan(0);
  });

  it("has a product with over 100 variations, served by the index and lookup instead of embedding", async () => {
    const page = await getProductPage(handle.db, "custom-sneaker", now, PRICES_AS_ENTERED);
    expect(page?.product.variationCount).toBeGreaterThan(100);
    expect(page?.variations).toBeNull();
    expect(page?.variationIndex).toHaveLength(page?.product.variationCount ?? 0);
    // Suede in size 43 is sold out: the index lets the form flag it without a request.
    const suede43 = page?.variationIndex?.filter((v) => v.attributes.attribute_pa_material === "suede" && v.attributes.attribute_size === "43") ?? [];
    expect(suede43.length).toBeGreaterThan(0);
    expect(suede43.every((v) => !v.is_in_stock)).toBe(true);
  });

  it("has subscriptions, a synchronised variable subscription, grouped and external products", async () => {
    // A plain monthly one, one with a free trial and a sign-up fee, and a variable one renewing on a day (issue 10).
    expect((await getProductPage(handle.db, "filter-paper-refills", now, PRICES_AS_ENTERED))?.product.subscription).toEqual({ period: "month", interval: 1, length: 0, signUpFee: 0, trialLength: 0, trialPeriod: "day", syncDay: null });
    const coffeeBox = await getProductPage(handle.db, "monthly-coffee-box", now, PRICES_AS_ENTERED);
    expect(coffeeBox?.product.subscription).toMatchObject({ period: "month", signUpFee: 500, trialLength: 14 });
    // One free trial per customer: limited to one active subscription (issue 10's limits).
    expect(await getSubscriptionLimits(handle.db, [coffeeBox?.product.id ?? 0])).toEqual(new Map([[coffeeBox?.product.id, "active"]]));
    const tea = await getProductPage(handle.db, "tea-club", now, PRICES_AS_ENTERED);
    expect(tea?.variations?.every((v) => v.subscription?.syncDay === 1)).toBe(true);
    expect((await getProductPage(handle.db, "coffee-lovers-bundle", now, PRICES_AS_ENTERED))?.groupedChildren).toHaveLength(3);
    expect((await getProductPage(handle.db, "aurora-fields-limited-press", now, PRICES_AS_ENTERED))?.product.externalUrl).toMatch(/^https:/);
    const listing = await listProducts(handle.db, { orderBy: "menu_order", page: 1, perPage: 100 }, now, PRICES_AS_ENTERED);
    expect(listing.products.some((p) => p.slug === "staff-sample-mug")).toBe(false);
  });

  it("sells with bank transfer, check payments, cash on delivery and the test-mode card", async () => {
    expect(first.payments).toBe(true);
    const offered = await listAvailablePaymentMethods(handle.db, { production: false, stripeConfigured: false }, { shippingMethodIds: ["flat_rate:1"] });
    expect(offered.map((m) => m.id)).toEqual(["bacs", "cheque", "cod", "card_test"]);
  });

  it("changes nothing when run again", async () => {
    const again = await seedDemoShop(handle.db, { mediaDir }, now);
    expect(again).toMatchObject({ created: 0, changed: 0, reviews: 0, pages: 0, shipping: false, payments: false, tax: false });
  }, 120_000);
});
