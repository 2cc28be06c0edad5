import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { importShippingSettings } from "./import-shipping-settings.ts";
import { quoteShipping, type QuoteShippingInput } from "./quote-shipping.ts";
import { DEMO_SHIPPING, seedDemoShipping } from "./seed-demo-shipping.ts";
import type { ShippablePackageItem, ShippingDestination } from "./shipping.ts";

const destination = (country: string, postcode = "", state = ""): ShippingDestination => ({ country, state, postcode, city: "" });
const item = (overrides: Partial<ShippablePackageItem> = {}): ShippablePackageItem => ({
  key: "a", quantity: 1, lineTotal: 2000, lineSubtotal: 2000, shippingClass: "", virtual: false, ...overrides,
});
const input = (to: ShippingDestination, items: ShippablePackageItem[], freeShippingCoupon = false): QuoteShippingInput => ({ destination: to, items, freeShippingCoupon, currencyDigits: 2 });

describe("quoteShipping on the demo shipping set-up", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    expect(await seedDemoShipping(handle.db)).toBe(true);
  });
  afterAll(async () => handle.close());

  it("rates a US address with the United States zone's $5.00 flat rate only, under the free-shipping minimum", async () => {
    const quote = await quoteShipping(handle.db, input(destination("US", "10001", "NY"), [item()]));
    expect(quote.needsShipping).toBe(true);
    expect(quote.zone?.name).toBe("United States");
    expect(quote.rates.map((r) => [r.type, r.label, r.cost, r.taxable])).toEqual([["flat_rate", "Flat rate", 500, true]]);
    expect(quote.rates[0]?.id).toBe(`flat_rate:${quote.rates[0]?.methodId}`);
  });

  it("adds the bulky class cost and offers free shipping from $100.00 or with a free-shipping coupon", async () => {
    const bulky = [item({ shippingClass: "bulky", quantity: 2, lineTotal: 10_000 })];
    const over = await quoteShipping(handle.db, input(destination("US", "10001"), bulky));
    expect(over.rates.map((r) => [r.type, r.cost])).toEqual([["flat_rate", 1500], ["free_shipping", 0]]);
    const couponed = await quoteShipping(handle.db, input(destination("US", "10001"), [item()], true));
    expect(couponed.rates.map((r) => r.type)).toEqual(["flat_rate", "free_shipping"]);
  });

  it("matches the Portland area by postcode wildcard and offers local pickup there", async () => {
    const quote = await quoteShipping(handle.db, input(destination("US", "97205", "OR"), [item()]));
    expect(quote.zone?.name).toBe("Portland area");
    expect(quote.rates.map((r) => r.type)).toEqual(["flat_rate", "local_pickup"]);
  });

  it("rates the UK with its own flat rate", async () => {
    const quote = await quoteShipping(handle.db, input(destination("gb", "SW1A 1AA"), [item()]));
    expect(quote.zone?.name).toBe("United Kingdom");
    expect(quote.rates.map((r) => r.cost)).toEqual([950]);
  });

  it("falls back to the Rest of the world, which ships nowhere in the demo", async () => {
    expect(await quoteShipping(handle.db, input(destination("FR", "75001"), [item()]))).toEqual({ needsShipping: true, zone: null, rates: [], unavailable: null });
  });

  it("needs no shipping for a cart of virtual items only", async () => {
    expect(await quoteShipping(handle.db, input(destination(""), [item({ virtual: true })]))).toEqual({ needsShipping: false, zone: null, rates: [], unavailable: null });
  });

  it("asks for an address when the country is missing", async () => {
    const quote = await quoteShipping(handle.db, input(destination(""), [item()]));
    expect(quote).toMatchObject({ needsShipping: true, rates: [], unavailable: "shipping_address_required" });
  });
});

describe("quoteShipping with the global shipping settings", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const restOfTheWorld = { methods: [{ type: "flat_rate", title: "International", settings: { cost: "25" } }] };
    const imported = await importShippingSettings(handle.db, { ...DEMO_SHIPPING, restOfTheWorld, settings: { shipToCountries: ["US", "GB", "FR"], costRequiresAddress: true } });
    expect(imported.ok).toBe(true);
  });
  afterAll(async () => handle.close());

  it("rates a country without a zone with the Rest of the world's methods", async () => {
    const quote = await quoteShipping(handle.db, input(destination("FR", "75001"), [item()]));
    expect(quote.zone).toBeNull();
    expect(quote.rates.map((r) => [r.label, r.cost])).toEqual([["International", 2500]]);
  });

  it("refuses a country outside the ship-to countries", async () => {
    expect(await quoteShipping(handle.db, input(destination("DE", "10115"), [item()]))).toMatchObject({ rates: [], unavailable: "shipping_country_not_allowed" });
  });

  it("hides costs until a postcode is entered when the setting says so", async () => {
    expect(await quoteShipping(handle.db, input(destination("US"), [item()]))).toMatchObject({ rates: [], unavailable: "shipping_address_required" });
  });
});
