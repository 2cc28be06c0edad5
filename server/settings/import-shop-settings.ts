import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { importPaymentSettings } from "../payments/import-payment-settings.ts";
import { importShippingSettings } from "../shipping/import-shipping-settings.ts";
import { importSubscriptionSettings } from "../subscriptions/import-subscription-settings.ts";
import { importTaxSettings } from "../tax/import-tax-settings.ts";
import { shopSettingsFileSchema, toSettingsIssues, type SettingsIssue } from "./shop-settings-file.ts";

// Applies a settings file: the whole file is checked first, every fault reported with its path;
// then each section goes through its module's import in one transaction, so a file is applied
// entirely or not at all.

export type ImportShopSettingsResult =
  | { ok: true; imported: { shipping: { zones: number; methods: number; classes: number } | null; tax: { settings: boolean; rates: number | null } | null; payments: string[] | null; subscriptions: string[] | null } }
  | { ok: false; code: "settings_file_invalid"; issues: SettingsIssue[] };

/** A section the file check accepted but its module refused is a bug in one of the two: thrown, so the transaction rolls back. */
class SectionRefused extends Error {}

export async function importShopSettings(db: Kysely<Database>, json: unknown): Promise<ImportShopSettingsResult> {
  const parsed = shopSettingsFileSchema.safeParse(json);
  if (!parsed.success) return { ok: false, code: "settings_file_invalid", issues: toSettingsIssues(parsed.error) };
  const file = parsed.data;
  return db.transaction().execute(async (trx) => {
    let shipping = null;
    if (file.shipping !== undefined) {
      const result = await importShippingSettings(trx, file.shipping);
      if (!result.ok) throw new SectionRefused(`shipping passed the file check but was refused: ${JSON.stringify(result.issues)}`);
      shipping = { zones: result.zones, methods: result.methods, classes: result.classes };
    }
    let tax = null;
    if (file.tax !== undefined) {
      const result = await importTaxSettings<Database>(trx, file.tax);
      if (!result.ok) throw new SectionRefused(`tax passed the file check but was refused: ${result.message}`);
      tax = { settings: result.settings, rates: result.rates };
    }
    let payments = null;
    if (file.payments !== undefined) {
      const result = await importPaymentSettings<Database>(trx, file.payments);
      if (!result.ok) throw new SectionRefused(`payments passed the file check but were refused: ${JSON.stringify(result.params)}`);
      payments = result.keys;
    }
    let subscriptions = null;
    if (file.subscriptions !== undefined) {
      const result = await importSubscriptionSettings<Database>(trx, file.subscriptions);
      if (!result.ok) throw new SectionRefused(`subscriptions passed the file check but were refused: ${result.message}`);
      subscriptions = result.keys;
    }
    return { ok: true, imported: { shipping, tax, payments, subscriptions } } as const;
  });
}
