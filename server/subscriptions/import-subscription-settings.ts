import type { Kysely } from "kysely";
import type { SubscriptionsTables } from "../db/schema.ts";
import { saveSubscriptionSettingValues } from "./subscription-settings.repository.ts";
import { subscriptionSettingsSchema, type SubscriptionSettings } from "./subscription-settings.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

export type ImportSubscriptionSettingsResult = { ok: true; keys: string[] } | { ok: false; code: "subscription_settings_invalid"; message: string };

/** Sets the settings given (the file's `subscriptions` section); those left out keep their value. */
export async function importSubscriptionSettings<All extends SubscriptionsTables>(db: Kysely<All>, settings: { [K in keyof SubscriptionSettings]?: SubscriptionSettings[K] | undefined }): Promise<ImportSubscriptionSettingsResult> {
  const parsed = subscriptionSettingsSchema.partial().safeParse(settings);
  if (!parsed.success) return { ok: false, code: "subscription_settings_invalid", message: parsed.error.issues[0]?.message ?? "invalid" };
  const values = new Map(Object.entries(parsed.data).map(([key, value]) => [key, JSON.stringify(value)]));
  await saveSubscriptionSettingValues(subscriptionsDb(db), values);
  return { ok: true, keys: [...values.keys()] };
}
