import type { Kysely } from "kysely";
import type { TaxTables } from "../db/schema.ts";
import { taxDb } from "./tax-db.ts";
import { loadTaxSettingValues } from "./tax-settings.repository.ts";
import { TAX_SETTING_KEYS, taxSettingsSchemas } from "./tax-settings.ts";
import { DEFAULT_TAX_SETTINGS, type TaxSettings } from "./tax.ts";

/**
 * The tax settings, each unset key at its default. A stored value that no longer validates is a
 * broken database, not a shopper's mistake: it throws, naming the key.
 */
export async function getTaxSettings<All extends TaxTables>(db: Kysely<All>): Promise<TaxSettings> {
  const stored = await loadTaxSettingValues(taxDb(db));
  const settings: Record<string, unknown> = { ...DEFAULT_TAX_SETTINGS };
  for (const key of TAX_SETTING_KEYS) {
    const raw = stored.get(key);
    if (raw === undefined) continue;
    const parsed = taxSettingsSchemas[key].safeParse(JSON.parse(raw));
    if (!parsed.success) throw new Error(`tax_settings.${key} holds an invalid value: ${parsed.error.issues[0]?.message ?? "unknown"}`);
    settings[key] = parsed.data;
  }
  return settings as unknown as TaxSettings;
}
