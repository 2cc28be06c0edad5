import type { PaymentsDb } from "./payments-db.ts";

// All SQL of the payment settings: one row per key, its value JSON text.

export async function loadSettingValues(db: PaymentsDb): Promise<Map<string, string>> {
  const rows = await db.selectFrom("payments_settings").select(["key", "value"]).execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function saveSettingValues(db: PaymentsDb, values: ReadonlyMap<string, string>): Promise<void> {
  for (const [key, value] of values) {
    await db
      .insertInto("payments_settings")
      .values({ key, value })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
      .execute();
  }
}
