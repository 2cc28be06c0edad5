import type { Kysely } from "kysely";
import type { PaymentsTables } from "../db/schema.ts";
import { loadSettingValues } from "./payment-settings.repository.ts";
import { DEFAULT_PAYMENT_SETTINGS, PAYMENT_SETTING_KEYS, paymentSettingsSchemas, type PaymentSettings } from "./payment-settings.ts";
import { paymentsDb } from "./payments-db.ts";

/**
 * The payment settings, each unset key at its default. A stored value that no longer validates is
 * a broken database, not a shopper's mistake: it throws, naming the key.
 */
export async function getPaymentSettings<All extends PaymentsTables>(db: Kysely<All>): Promise<PaymentSettings> {
  const stored = await loadSettingValues(paymentsDb(db));
  const settings: Record<string, unknown> = { ...DEFAULT_PAYMENT_SETTINGS };
  for (const key of PAYMENT_SETTING_KEYS) {
    const raw = stored.get(key);
    if (raw === undefined) continue;
    const parsed = paymentSettingsSchemas[key].safeParse(JSON.parse(raw));
    if (!parsed.success) throw new Error(`payments_settings.${key} holds an invalid value: ${parsed.error.issues[0]?.message ?? "unknown"}`);
    settings[key] = parsed.data;
  }
  return settings as PaymentSettings;
}
