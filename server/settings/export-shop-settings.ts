import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { exportPaymentSettings } from "../payments/export-payment-settings.ts";
import { exportShippingSettings } from "../shipping/export-shipping-settings.ts";
import { getSubscriptionSettings } from "../subscriptions/get-subscription-settings.ts";
import { exportTaxSettings } from "../tax/export-tax-settings.ts";
import { SHOP_SETTINGS_FILE_VERSION, type ShopSettingsFile } from "./shop-settings-file.ts";

/** Every section of the settings file, read in one transaction so the sections agree. */
export async function exportShopSettings(db: Kysely<Database>): Promise<ShopSettingsFile> {
  return db.transaction().execute(async (trx) => ({
    version: SHOP_SETTINGS_FILE_VERSION,
    shipping: await exportShippingSettings(trx),
    tax: await exportTaxSettings<Database>(trx),
    payments: await exportPaymentSettings<Database>(trx),
    subscriptions: await getSubscriptionSettings<Database>(trx),
  }));
}
