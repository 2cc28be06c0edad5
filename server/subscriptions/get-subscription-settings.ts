import type { Kysely } from "kysely";
import type { SubscriptionsTables } from "../db/schema.ts";
import { loadSubscriptionSettingValues } from "./subscription-settings.repository.ts";
import { DEFAULT_SUBSCRIPTION_SETTINGS, SUBSCRIPTION_SETTING_KEYS, subscriptionSettingsSchemas, type SubscriptionSettings } from "./subscription-settings.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

/** The subscription settings, each unset one at its default; a stored value that no longer validates throws, naming it. */
export async function getSubscriptionSettings<All extends SubscriptionsTables>(db: Kysely<All>): Promise<SubscriptionSettings> {
  const stored = await loadSubscriptionSettingValues(subscriptionsDb(db));
  const settings: Record<string, unknown> = { ...DEFAULT_SUBSCRIPTION_SETTINGS };
  for (const key of SUBSCRIPTION_SETTING_KEYS) {
    const raw = stored.get(key);
    if (raw === undefined) continue;
    const parsed = subscriptionSettingsSchemas[key].safeParse(JSON.parse(raw));
    if (!parsed.success) throw new Error(`subscription_settings.${key} holds an invalid value: ${parsed.error.issues[0]?.message ?? "unknown"}`);
    settings[key] = parsed.data;
  }
  return settings as SubscriptionSettings;
}
