import type { Kysely } from "kysely";
import type { TaxTables } from "../db/schema.ts";
import { getTaxSettings } from "./get-tax-settings.ts";
import { listTaxRates } from "./list-tax-rates.ts";
import type { TaxSettingsSection } from "./tax-settings-file.ts";

/** The tax settings and every rate, in the settings file's shape (rates in the merchant's order). */
export async function exportTaxSettings<All extends TaxTables>(db: Kysely<All>): Promise<Required<TaxSettingsSection>> {
  const rates = await listTaxRates(db);
  return {
    settings: await getTaxSettings(db),
    rates: rates.map((r) => ({
      country: r.country,
      state: r.state,
      postcodes: [...r.postcodes],
      cities: [...r.cities],
      rate: String(r.rate),
      name: r.name,
      priority: r.priority,
      compound: r.compound,
      shipping: r.shipping,
      taxClass: r.taxClass,
    })),
  };
}
