import type { TaxDb } from "./tax-db.ts";

// All SQL of the tax settings: one row per key, its value JSON text.

export async function loadTaxSettingValues(db: TaxDb): Promise<Map<string, string>> {
  const rows = await db.selectFrom("tax_settings").select(["key", "value"]).execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function saveTaxSettingValues(db: TaxDb, values: ReadonlyMap<string, string>): Promise<void> {
  for (const [key, value] of values) {
    await db
      .insertInto("tax_settings")
      .values({ key, value })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
      .execute();
  }
}
