import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { listShippingZones } from "./list-shipping-zones.ts";
import { loadShippingSettings } from "./shipping-config.repository.ts";
import { shippingDb } from "./shipping-db.ts";
import type { ShippingMethod } from "./shipping.ts";
import type { ShippingSettingsFile } from "./shipping-settings-file.ts";

// The shipping set-up as importShippingSettings reads it back.

const withoutIds = (methods: readonly ShippingMethod[]) => methods.map(({ id: _id, zoneId: _zoneId, ...method }) => method);

export async function exportShippingSettings(db: Kysely<Database>): Promise<ShippingSettingsFile> {
  const [list, settings] = await Promise.all([listShippingZones(db), loadShippingSettings(shippingDb(db))]);
  return {
    settings,
    classes: list.classes,
    zones: list.zones.map((zone) => ({ name: zone.name, order: zone.order, locations: zone.locations, methods: withoutIds(zone.methods) })),
    restOfTheWorld: { methods: withoutIds(list.restOfTheWorld.methods) },
  };
}
