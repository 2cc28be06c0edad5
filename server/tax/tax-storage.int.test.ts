import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { getTaxSettings } from "./get-tax-settings.ts";
import { importTaxRates } from "./import-tax-rates.ts";
import { listTaxRates } from "./list-tax-rates.ts";
import { saveTaxSettings } from "./save-tax-settings.ts";
import { DEFAULT_TAX_SETTINGS } from "./tax.ts";

// The tax rates and settings as stored, on both databases.

const CSV = "Country code,State code,Postcode / ZIP,City,Rate %,Tax name,Priority,Compound,Shipping,Tax class\nUS,CA,902*;90300...90399,,7.2500,CA Tax,1,0,1,\nGB,,,,20,VAT,1,0,1,\n";

describe("tax storage", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("imports WooCommerce's CSV, adds a second file after the first, and replaces them all on request", async () => {
    expect(await importTaxRates(handle.db, CSV, { replace: false })).toEqual({ ok: true, imported: 2, total: 2 });
    const [california] = await listTaxRates(handle.db);
    expect(california).toMatchObject({ country: "US", state: "CA", postcodes: ["902*", "90300...90399"], cities: [], rate: 7.25, name: "CA Tax", compound: false, shipping: true, taxClass: "" });
    expect(await importTaxRates(handle.db, "DE,,,,19,MwSt,1,0,1,\n", { replace: false })).toEqual({ ok: true, imported: 1, total: 3 });
    expect((await listTaxRates(handle.db)).map((r) => r.name)).toEqual(["CA Tax", "VAT", "MwSt"]);
    expect(await importTaxRates(handle.db, CSV, { replace: true })).toEqual({ ok: true, imported: 2, total: 2 });
  });

  it("a file with a bad row changes nothing", async () => {
    const before = await listTaxRates(handle.db);
    expect(await importTaxRates(handle.db, "FR,,,,20,TVA,1,0,1,\nXX1,,,,5,Bad,1,0,1,\n", { replace: true })).toMatchObject({ ok: false });
    expect(await listTaxRates(handle.db)).toEqual(before);
  });

  it("settings start at their defaults, save key by key, and a bad value is refused with its path", async () => {
    expect(await getTaxSettings(handle.db)).toEqual(DEFAULT_TAX_SETTINGS);
    expect(await saveTaxSettings(handle.db, { enabled: true, base: { country: "GB", state: "", postcode: "", city: "London" } })).toEqual({ ok: true });
    expect(await getTaxSettings(handle.db)).toEqual({ ...DEFAULT_TAX_SETTINGS, enabled: true, base: { country: "GB", state: "", postcode: "", city: "London" } });
    expect(await saveTaxSettings(handle.db, { roundAtSubtotal: true, base: { country: "Britain", state: "", postcode: "", city: "" } })).toMatchObject({ ok: false, code: "invalid_tax_settings", path: "base.country" });
    expect((await getTaxSettings(handle.db)).roundAtSubtotal).toBe(false);
  });
});
