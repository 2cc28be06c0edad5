import type { Kysely } from "kysely";
import type { TaxTables } from "../db/schema.ts";
import { taxDb } from "./tax-db.ts";
import { readTaxRatesFingerprint } from "./tax-rate.repository.ts";
import { loadTaxSettingValues } from "./tax-settings.repository.ts";

/**
 * Changes whenever a tax setting or the rates change: catalogue pages show prices with or without
 * tax (decision 027), so the page cache keys on it with the catalogue's version. The settings are
 * a handful of short rows, read whole.
 */
export async function getTaxVersion<All extends TaxTables>(db: Kysely<All>): Promise<string> {
  const [settings, rates] = await Promise.all([loadTaxSettingValues(taxDb(db)), readTaxRatesFingerprint(taxDb(db))]);
  const values = [...settings].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, value]) => `${key}=${value}`);
  return `${values.join(";")}|${rates}`;
}
