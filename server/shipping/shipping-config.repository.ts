import type { ShippingDb } from "./shipping-db.ts";
import { shippingSettingsSchema, type ShippingClass, type ShippingSettings } from "./shipping.ts";

// Shipping classes and the module's key/value settings (each value JSON).

export async function loadShippingClasses(db: ShippingDb): Promise<ShippingClass[]> {
  const rows = await db.selectFrom("shipping_classes").selectAll().orderBy("name").orderBy("slug").execute();
  return rows.map((r) => ({ slug: r.slug, name: r.name, description: r.description }));
}

export async function upsertShippingClass(db: ShippingDb, shippingClass: ShippingClass): Promise<void> {
  await db
    .insertInto("shipping_classes")
    .values(shippingClass)
    .onConflict((oc) => oc.column("slug").doUpdateSet({ name: shippingClass.name, description: shippingClass.description }))
    .execute();
}

export async function deleteAllShippingClasses(db: ShippingDb): Promise<void> {
  await db.deleteFrom("shipping_classes").execute();
}

/** The stored settings, defaults for the keys never written. */
export async function loadShippingSettings(db: ShippingDb): Promise<ShippingSettings> {
  const rows = await db.selectFrom("shipping_settings").selectAll().execute();
  const known = new Set(Object.keys(shippingSettingsSchema.shape));
  // A key a newer version wrote and this one does not know is left out rather than refused.
  return shippingSettingsSchema.parse(Object.fromEntries(rows.filter((r) => known.has(r.key)).map((r) => [r.key, JSON.parse(r.value) as unknown])));
}

export async function writeShippingSettings(db: ShippingDb, settings: ShippingSettings): Promise<void> {
  for (const [key, value] of Object.entries(settings)) {
    const json = JSON.stringify(value);
    await db.insertInto("shipping_settings").values({ key, value: json }).onConflict((oc) => oc.column("key").doUpdateSet({ value: json })).execute();
  }
}
