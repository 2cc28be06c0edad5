import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../server/db/connect.ts";
import { createTestDatabase } from "../../../server/db/test-database.ts";
import { exportShippingSettings } from "../../../server/shipping/export-shipping-settings.ts";
import { importShippingSettings } from "../../../server/shipping/import-shipping-settings.ts";
import { addressChoices } from "./address-form-data.server.ts";

describe("address choices", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => handle.close());

  it("names every country in the shop's language, sorted by name, and builds each list once", async () => {
    const first = await addressChoices(handle.db, "en-US");
    const names = first.billing.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-US")));
    expect(first.billing).toContainEqual({ code: "US", name: "United States (US)" });
    expect(first.billing).toContainEqual({ code: "DE", name: "Germany (DE)" });
    // Shipping to everywhere: one list serves both forms, and the next page gets the same one.
    expect(first.shipping).toBe(first.billing);
    expect((await addressChoices(handle.db, "en-US")).billing).toBe(first.billing);
    expect(Object.isFrozen(first.billing)).toBe(true);
  });

  it("limits the shipping countries as the shipping settings change, at once", async () => {
    const everywhere = await addressChoices(handle.db, "en-US");
    const settings = await exportShippingSettings(handle.db);
    expect(await importShippingSettings(handle.db, { ...settings, settings: { ...settings.settings, shipToCountries: ["US", "DE", "AT"] } })).toMatchObject({ ok: true });
    const limited = await addressChoices(handle.db, "en-US");
    expect(limited.shipping).toEqual([
      { code: "AT", name: "Austria (AT)" },
      { code: "DE", name: "Germany (DE)" },
      { code: "US", name: "United States (US)" },
    ]);
    expect(limited.billing).toBe(everywhere.billing);
    expect(await importShippingSettings(handle.db, settings)).toMatchObject({ ok: true });
    expect((await addressChoices(handle.db, "en-US")).shipping).toBe(everywhere.billing);
  });

  it("names the countries in another locale in that locale's words and order", async () => {
    const german = await addressChoices(handle.db, "de-DE");
    expect(german.billing).toContainEqual({ code: "DE", name: "Deutschland (DE)" });
    const names = german.billing.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "de-DE")));
  });
});
