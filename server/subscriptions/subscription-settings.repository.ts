import type { SubscriptionsDb } from "./subscriptions-db.ts";

// All SQL of the subscription settings: one row per setting, its value JSON text.

export async function loadSubscriptionSettingValues(db: SubscriptionsDb): Promise<Map<string, string>> {
  const rows = await db.selectFrom("subscription_settings").select(["name", "value"]).execute();
  return new Map(rows.map((row) => [row.name, row.value]));
}

export async function saveSubscriptionSettingValues(db: SubscriptionsDb, values: ReadonlyMap<string, string>): Promise<void> {
  for (const [name, value] of values) {
    await db
      .insertInto("subscription_settings")
      .values({ name, value })
      .onConflict((oc) => oc.column("name").doUpdateSet({ value }))
      .execute();
  }
}
