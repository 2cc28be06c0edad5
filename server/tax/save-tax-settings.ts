import type { Kysely } from "kysely";
import type { TaxTables } from "../db/schema.ts";
import { taxDb } from "./tax-db.ts";
import { saveTaxSettingValues } from "./tax-settings.repository.ts";
import { taxSettingsFileSchema } from "./tax-settings.ts";

export type SaveTaxSettingsOutcome = { ok: true } | { ok: false; code: "invalid_tax_settings"; path: string; message: string };

/** Saves the given keys (the rest keep their values) after checking all of them; nothing is saved if one is wrong. */
export async function saveTaxSettings<All extends TaxTables>(db: Kysely<All>, input: unknown): Promise<SaveTaxSettingsOutcome> {
  const parsed = taxSettingsFileSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, code: "invalid_tax_settings", path: issue?.path.join(".") ?? "", message: issue?.message ?? "invalid" };
  }
  await saveTaxSettingValues(taxDb(db), new Map(Object.entries(parsed.data).map(([key, value]) => [key, JSON.stringify(value)])));
  return { ok: true };
}
