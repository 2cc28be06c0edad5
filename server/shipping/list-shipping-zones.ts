import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { loadShippingClasses } from "./shipping-config.repository.ts";
import { shippingDb } from "./shipping-db.ts";
import { loadMethods, loadZones } from "./shipping-zone.repository.ts";
import { REST_OF_THE_WORLD_ZONE_ID, type ShippingClass, type ShippingMethod, type ShippingZone } from "./shipping.ts";

// The whole shipping set-up as a merchant reads it: zones in matching order with their methods,
// then the "Rest of the world" methods, and the shipping classes.

export interface ShippingZoneWithMethods extends ShippingZone {
  methods: ShippingMethod[];
}

export interface ShippingZoneList {
  zones: ShippingZoneWithMethods[];
  restOfTheWorld: { id: typeof REST_OF_THE_WORLD_ZONE_ID; methods: ShippingMethod[] };
  classes: ShippingClass[];
}

export async function listShippingZones(db: Kysely<Database>): Promise<ShippingZoneList> {
  const own = shippingDb(db);
  const [zones, methods, classes] = await Promise.all([loadZones(own), loadMethods(own), loadShippingClasses(own)]);
  const methodsOf = (zoneId: number) => methods.filter((m) => m.zoneId === zoneId);
  return {
    zones: zones.map((zone) => ({ ...zone, methods: methodsOf(zone.id) })),
    restOfTheWorld: { id: REST_OF_THE_WORLD_ZONE_ID, methods: methodsOf(REST_OF_THE_WORLD_ZONE_ID) },
    classes,
  };
}
