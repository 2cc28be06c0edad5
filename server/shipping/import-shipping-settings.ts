import type { Kysely } from "kysely";
import { inTransaction } from "../db/in-transaction.ts";
import type { Database } from "../db/schema.ts";
import { saveShippingClass } from "./save-shipping-class.ts";
import { saveShippingMethod } from "./save-shipping-method.ts";
import { saveShippingZone } from "./save-shipping-zone.ts";
import { deleteAllShippingClasses, writeShippingSettings } from "./shipping-config.repository.ts";
import { shippingDb } from "./shipping-db.ts";
import { toShippingIssues } from "./shipping-issues.ts";
import { deleteAllZones } from "./shipping-zone.repository.ts";
import { REST_OF_THE_WORLD_ZONE_ID, type ShippingIssue } from "./shipping.ts";
import { shippingSettingsFileSchema } from "./shipping-settings-file.ts";

// Replaces the whole shipping set-up (settings, classes, zones, methods) with an exported one, in
// one transaction: a file with any fault changes nothing and reports every fault with its path.
// The file is validated as a whole first (it also checks what spans entries, such as class costs
// naming existing classes); each entry is then saved through the same use case a single change
// goes through.

export type ImportShippingSettingsResult =
  | { ok: true; zones: number; methods: number; classes: number }
  | { ok: false; code: "invalid_shipping_settings"; issues: ShippingIssue[] };

/** A refusal here would mean the file schema accepts what a save refuses: a bug, so it throws. */
function saved<T extends { ok: boolean }>(result: T, what: string): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`Shipping import: ${what} passed the file check but was refused: ${JSON.stringify(result)}`);
  return result as Extract<T, { ok: true }>;
}

export async function importShippingSettings(db: Kysely<Database>, json: unknown): Promise<ImportShippingSettingsResult> {
  const parsed = shippingSettingsFileSchema.safeParse(json);
  if (!parsed.success) return { ok: false, code: "invalid_shipping_settings", issues: toShippingIssues(parsed.error) };
  const file = parsed.data;
  return inTransaction(db, async (trx) => {
    const own = shippingDb(trx);
    await deleteAllZones(own);
    await deleteAllShippingClasses(own);
    await writeShippingSettings(own, file.settings);
    for (const shippingClass of file.classes) saved(await saveShippingClass(trx, shippingClass), `class ${shippingClass.slug}`);
    const zones = [...file.zones.map((z) => ({ ...z, id: null as number | null })), { id: REST_OF_THE_WORLD_ZONE_ID, name: "", order: 0, locations: [], methods: file.restOfTheWorld.methods }];
    let methods = 0;
    for (const zone of zones) {
      const zoneId = zone.id ?? saved(await saveShippingZone(trx, null, { name: zone.name, order: zone.order, locations: zone.locations }), `zone ${zone.name}`).zone.id;
      for (const method of zone.methods) saved(await saveShippingMethod(trx, zoneId, null, method), `method ${method.title}`);
      methods += zone.methods.length;
    }
    return { ok: true, zones: file.zones.length, methods, classes: file.classes.length } as const;
  });
}
