import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { importShopSettings } from "../settings/import-shop-settings.ts";
import { importTaxRates } from "../tax/import-tax-rates.ts";
import { saveTaxSettings } from "../tax/save-tax-settings.ts";
import { getShopVersion } from "./shop-version.ts";

// What the page cache keys on. Catalogue pages show prices with or without tax (decision 027), so
// the version must change when a tax setting or the rates change, however they change; and cached
// product pages say when a subscription first pays ("Today!", a date), so they must not outlive
// the shop's day.

const VAT = "Country code,State code,Postcode / ZIP,City,Rate %,Tax name,Priority,Compound,Shipping,Tax class\nGB,,,,20,VAT,1,0,1,\n";
const ZONE = "UTC";
// One instant for the tax tests, so only what they change can change the version.
const NOW = new Date("2026-11-20T12:00:00Z");
const version = (handle: TestDatabaseHandle) => getShopVersion(handle.db, ZONE, NOW);

describe("the shop's version (what cached pages depend on)", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("stays the same while nothing changes", async () => {
    expect(await version(handle)).toBe(await version(handle));
  });

  it("changes when a tax setting is saved, e.g. prices shown with tax in the shop", async () => {
    const before = await version(handle);
    expect(await saveTaxSettings(handle.db, { displayShop: "incl" })).toEqual({ ok: true });
    expect(await version(handle)).not.toBe(before);
  });

  it("changes when tax rates are imported, and again when the same rates replace them", async () => {
    const before = await version(handle);
    await importTaxRates(handle.db, VAT, { replace: false });
    const imported = await version(handle);
    expect(imported).not.toBe(before);
    await importTaxRates(handle.db, VAT, { replace: true });
    expect(await version(handle)).not.toBe(imported);
  });

  it("changes when `shop settings import` brings tax settings or rates", async () => {
    const before = await version(handle);
    expect(await importShopSettings(handle.db, { tax: { settings: { pricesIncludeTax: true } } })).toMatchObject({ ok: true });
    const settingsImported = await version(handle);
    expect(settingsImported).not.toBe(before);
    const rates = [{ country: "GB", state: "", postcodes: [], cities: [], rate: "20", name: "VAT", priority: 1, compound: false, shipping: true, taxClass: "" }];
    expect(await importShopSettings(handle.db, { tax: { rates } })).toMatchObject({ ok: true });
    expect(await version(handle)).not.toBe(settingsImported);
  });

  it("changes when the shop's calendar day changes, at the shop's midnight rather than UTC's", async () => {
    const zone = "America/Los_Angeles";
    const evening = await getShopVersion(handle.db, zone, new Date("2026-11-21T07:30:00Z")); // 23:30 on Nov 20 there
    const laterThatNight = await getShopVersion(handle.db, zone, new Date("2026-11-21T07:59:00Z"));
    const nextDay = await getShopVersion(handle.db, zone, new Date("2026-11-21T08:00:00Z")); // 00:00 on Nov 21
    expect(laterThatNight).toBe(evening);
    expect(nextDay).not.toBe(evening);
  });
});
