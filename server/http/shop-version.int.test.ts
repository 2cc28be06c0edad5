import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { importShopSettings } from "../settings/import-shop-settings.ts";
import { importTaxRates } from "../tax/import-tax-rates.ts";
import { saveTaxSettings } from "../tax/save-tax-settings.ts";
import { getShopVersion } from "./shop-version.ts";

// Catalogue pages show prices with or without tax (decision 027), so the page cache, which keys on
// the shop's version, must drop them when a tax setting or the rates change, however they change.

const VAT = "Country code,State code,Postcode / ZIP,City,Rate %,Tax name,Priority,Compound,Shipping,Tax class\nGB,,,,20,VAT,1,0,1,\n";

describe("the shop's version (what cached pages depend on)", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("stays the same while nothing changes", async () => {
    expect(await getShopVersion(handle.db)).toBe(await getShopVersion(handle.db));
  });

  it("changes when a tax setting is saved, e.g. prices shown with tax in the shop", async () => {
    const before = await getShopVersion(handle.db);
    expect(await saveTaxSettings(handle.db, { displayShop: "incl" })).toEqual({ ok: true });
    expect(await getShopVersion(handle.db)).not.toBe(before);
  });

  it("changes when tax rates are imported, and again when the same rates replace them", async () => {
    const before = await getShopVersion(handle.db);
    await importTaxRates(handle.db, VAT, { replace: false });
    const imported = await getShopVersion(handle.db);
    expect(imported).not.toBe(before);
    await importTaxRates(handle.db, VAT, { replace: true });
    expect(await getShopVersion(handle.db)).not.toBe(imported);
  });

  it("changes when `shop settings import` brings tax settings or rates", async () => {
    const before = await getShopVersion(handle.db);
    expect(await importShopSettings(handle.db, { tax: { settings: { pricesIncludeTax: true } } })).toMatchObject({ ok: true });
    const settingsImported = await getShopVersion(handle.db);
    expect(settingsImported).not.toBe(before);
    const rates = [{ country: "GB", state: "", postcodes: [], cities: [], rate: "20", name: "VAT", priority: 1, compound: false, shipping: true, taxClass: "" }];
    expect(await importShopSettings(handle.db, { tax: { rates } })).toMatchObject({ ok: true });
    expect(await getShopVersion(handle.db)).not.toBe(settingsImported);
  });
});
