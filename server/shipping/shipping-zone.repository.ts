import type { Selectable } from "kysely";
import type { ShippingTables } from "../db/schema.ts";
import type { ShippingDb } from "./shipping-db.ts";
import { shippingMethodInputSchema, zoneLocationSchema, type ShippingMethod, type ShippingMethodFields, type ShippingZone, type ZoneLocation } from "./shipping.ts";

// Zones, their locations and their methods. Method settings are JSON checked against the type's
// schema on the way in (by the use cases) and again on the way out: a row that no longer parses
// was edited behind the module's back, and throws.

type MethodRow = Selectable<ShippingTables["shipping_methods"]>;

function toMethod(row: MethodRow): ShippingMethod {
  const fields = shippingMethodInputSchema.parse({
    type: row.type,
    title: row.title,
    enabled: row.enabled === 1,
    order: row.method_order,
    settings: JSON.parse(row.settings) as unknown,
  });
  return { ...fields, id: row.id, zoneId: row.zone_id };
}

export async function loadZones(db: ShippingDb): Promise<ShippingZone[]> {
  const [zones, locations] = await Promise.all([
    db.selectFrom("shipping_zones").selectAll().orderBy("zone_order").orderBy("id").execute(),
    db.selectFrom("shipping_zone_locations").selectAll().orderBy("zone_id").orderBy("type").orderBy("code").execute(),
  ]);
  const byZone = new Map<number, ZoneLocation[]>();
  for (const row of locations) {
    byZone.set(row.zone_id, [...(byZone.get(row.zone_id) ?? []), zoneLocationSchema.parse({ type: row.type, code: row.code })]);
  }
  return zones.map((z) => ({ id: z.id, name: z.name, order: z.zone_order, locations: byZone.get(z.id) ?? [] }));
}

export async function zoneExists(db: ShippingDb, zoneId: number): Promise<boolean> {
  const row = await db.selectFrom("shipping_zones").select("id").where("id", "=", zoneId).executeTakeFirst();
  return row !== undefined;
}

/** Methods of some zones (or of all when `zoneIds` is omitted), in method order. */
export async function loadMethods(db: ShippingDb, zoneIds?: readonly number[]): Promise<ShippingMethod[]> {
  if (zoneIds?.length === 0) return [];
  let query = db.selectFrom("shipping_methods").selectAll().orderBy("zone_id").orderBy("method_order").orderBy("id");
  if (zoneIds) query = query.where("zone_id", "in", [...zoneIds]);
  return (await query.execute()).map(toMethod);
}

export async function findMethod(db: ShippingDb, methodId: number): Promise<ShippingMethod | null> {
  const row = await db.selectFrom("shipping_methods").selectAll().where("id", "=", methodId).executeTakeFirst();
  return row ? toMethod(row) : null;
}

export async function insertZone(db: ShippingDb, zone: { name: string; order: number }): Promise<number> {
  const row = await db.insertInto("shipping_zones").values({ name: zone.name, zone_order: zone.order }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** false when the zone does not exist. */
export async function updateZone(db: ShippingDb, zoneId: number, zone: { name: string; order: number }): Promise<boolean> {
  const result = await db.updateTable("shipping_zones").set({ name: zone.name, zone_order: zone.order }).where("id", "=", zoneId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function replaceZoneLocations(db: ShippingDb, zoneId: number, locations: readonly ZoneLocation[]): Promise<void> {
  await db.deleteFrom("shipping_zone_locations").where("zone_id", "=", zoneId).execute();
  const unique = [...new Map(locations.map((l) => [`${l.type}\u0000${l.code}`, l])).values()];
  if (unique.length > 0) {
    await db.insertInto("shipping_zone_locations").values(unique.map((l) => ({ zone_id: zoneId, type: l.type, code: l.code }))).execute();
  }
}

/** Deletes a zone with its methods; false when it does not exist. */
export async function deleteZone(db: ShippingDb, zoneId: number): Promise<boolean> {
  await db.deleteFrom("shipping_methods").where("zone_id", "=", zoneId).execute();
  const result = await db.deleteFrom("shipping_zones").where("id", "=", zoneId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

function methodValues(method: ShippingMethodFields) {
  return { type: method.type, title: method.title, enabled: method.enabled ? 1 : 0, method_order: method.order, settings: JSON.stringify(method.settings) };
}

export async function insertMethod(db: ShippingDb, zoneId: number, method: ShippingMethodFields): Promise<number> {
  const row = await db.insertInto("shipping_methods").values({ zone_id: zoneId, ...methodValues(method) }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** false when the method is not one of the zone's. */
export async function updateMethod(db: ShippingDb, zoneId: number, methodId: number, method: ShippingMethodFields): Promise<boolean> {
  const result = await db.updateTable("shipping_methods").set(methodValues(method)).where("id", "=", methodId).where("zone_id", "=", zoneId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteMethod(db: ShippingDb, methodId: number): Promise<boolean> {
  const result = await db.deleteFrom("shipping_methods").where("id", "=", methodId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Everything zones are made of, for an import that replaces the whole configuration. */
export async function deleteAllZones(db: ShippingDb): Promise<void> {
  await db.deleteFrom("shipping_methods").execute();
  await db.deleteFrom("shipping_zone_locations").execute();
  await db.deleteFrom("shipping_zones").execute();
}
