import type { Kysely } from "kysely";
import type { TaxTables } from "../db/schema.ts";
import { saveTaxSettings } from "./save-tax-settings.ts";
import { taxDb } from "./tax-db.ts";
import { deleteAllTaxRates, insertTaxRates } from "./tax-rate.repository.ts";
import { taxSettingsSectionSchema } from "./tax-settings-file.ts";

export type ImportTaxSettingsResult = { ok: true; settings: boolean; rates: number | null } | { ok: false; code: "invalid_tax_settings"; message: string };

/** Applies the tax section in the caller's transaction: the settings given, and the rates when given (replacing all). */
export async function importTaxSettings<All extends TaxTables>(trx: Kysely<All>, input: unknown): Promise<ImportTaxSettingsResult> {
  const parsed = taxSettingsSectionSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: "invalid_tax_settings", message: parsed.error.issues[0]?.message ?? "invalid" };
  const { settings, rates } = parsed.data;
  if (settings !== undefined) {
    const saved = await saveTaxSettings(trx, settings);
    if (!saved.ok) return { ok: false, code: "invalid_tax_settings", message: `${saved.path}: ${saved.message}` };
  }
  if (rates !== undefined) {
    await deleteAllTaxRates(taxDb(trx));
    await insertTaxRates(taxDb(trx), rates.map((rate, order) => ({ ...rate, order })));
  }
  return { ok: true, settings: settings !== undefined, rates: rates?.length ?? null };
}
