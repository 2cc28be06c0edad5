import type { Kysely } from "kysely";
import { inTransaction } from "../db/in-transaction.ts";
import type { Database } from "../db/schema.ts";
import { deleteAllShippingClasses, upsertShippingClass, writeShippingSettings } from "./shipping-config.repository.ts";
import { shippingDb } from "./shipping-db.ts";
import { toShippingIssues } from "./shipping-issues.ts";
import { deleteAllZones, insertMethod, insertZone, replaceZoneLocations } from "./shipping-zone.repository.ts";
import { REST_OF_THE_WORLD_ZONE_ID, type ShippingIssue } from "./shipping.ts";
import { shippingSettingsFileSchema } from "./shipping-settings-file.ts";

// Replaces the whole shipping set-up (settings, classes, zones, methods) with an exported one, in
// one transaction: a file with any fault changes nothing and reports every fault with its path.

export type ImportShippingSettingsResult =
  | { ok: true; zones: number; methods: number; classes: number }
  | { ok: false; code: "invalid_shipping_settings"; issues: ShippingIssue[] };

export async function importShippingSettings(db: Kysely<Database>, json: unknown): Promise<ImportShippingSettingsResult> {
  const parsed = shippingSettingsFileSchema.safeParse(json);
  if (!parsed.success) return { ok: false, code: "invalid_shipping_settings", issues: toShippingIssues(parsed.error) };
  const file = parsed.data;
  return inTransaction(db, async (trx) => {
    const own = shippingDb(trx);
    await deleteAllZones(own);
    await deleteAllShippingClasses(own);
    for (const shippingClass of file.classes) await upsertShippingClass(own, shippingClass);
    await writeShippingSettings(own, file.settings);
    let methods = 0;
    for (const zone of file.zones) {
      const zoneId = await insertZone(own, zone);
      await replaceZoneLocations(own, zoneId, zone.locations);
      for (const method of zone.methods) await insertMethod(own, zoneId, method);
      methods += zone.methods.length;
    }
    for (const method of file.restOfTheWorld.methods) await insertMethod(own, REST_OF_THE_WORLD_ZONE_ID, method);
    methods += file.restOfTheWorld.methods.length;
    return { ok: true, zones: file.zones.length, methods, classes: file.classes.length } as const;
  });
}
