import type { Kysely } from "kysely";
import { inTransaction } from "../db/in-transaction.ts";
import type { Database } from "../db/schema.ts";
import { shippingDb } from "./shipping-db.ts";
import { toShippingIssues } from "./shipping-issues.ts";
import { deleteZone, insertZone, replaceZoneLocations, updateZone } from "./shipping-zone.repository.ts";
import { REST_OF_THE_WORLD_ZONE_ID, shippingZoneInputSchema, type ShippingIssue, type ShippingZone } from "./shipping.ts";

// Creating, changing and deleting a zone (its name, order and locations). Its methods are saved by
// save-shipping-method.ts. The "Rest of the world" (id 0) is not a zone one can save or delete.

export type SaveShippingZoneResult =
  | { ok: true; zone: ShippingZone }
  | { ok: false; code: "invalid_shipping_zone"; issues: ShippingIssue[] }
  | { ok: false; code: "shipping_zone_not_found" };

/** Creates the zone when `zoneId` is null, otherwise replaces it. */
export async function saveShippingZone(db: Kysely<Database>, zoneId: number | null, input: unknown): Promise<SaveShippingZoneResult> {
  const parsed = shippingZoneInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: "invalid_shipping_zone", issues: toShippingIssues(parsed.error) };
  const zone = parsed.data;
  if (zoneId === REST_OF_THE_WORLD_ZONE_ID) return { ok: false, code: "shipping_zone_not_found" };
  return inTransaction(db, async (trx) => {
    const own = shippingDb(trx);
    let id = zoneId;
    if (id === null) id = await insertZone(own, zone);
    else if (!(await updateZone(own, id, zone))) return { ok: false, code: "shipping_zone_not_found" } as const;
    await replaceZoneLocations(own, id, zone.locations);
    return { ok: true, zone: { id, name: zone.name, order: zone.order, locations: zone.locations } } as const;
  });
}

export async function deleteShippingZone(db: Kysely<Database>, zoneId: number): Promise<{ ok: true } | { ok: false; code: "shipping_zone_not_found" }> {
  return inTransaction(db, async (trx) => ((await deleteZone(shippingDb(trx), zoneId)) ? { ok: true } : { ok: false, code: "shipping_zone_not_found" }));
}
