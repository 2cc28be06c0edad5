import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { exportShippingSettings } from "./export-shipping-settings.ts";
import { importShippingSettings } from "./import-shipping-settings.ts";
import { listShippingZones } from "./list-shipping-zones.ts";
import { saveShippingClass } from "./save-shipping-class.ts";
import { deleteShippingMethod, saveShippingMethod } from "./save-shipping-method.ts";
import { deleteShippingZone, saveShippingZone } from "./save-shipping-zone.ts";
import { DEMO_SHIPPING, seedDemoShipping } from "./seed-demo-shipping.ts";

describe("shipping zones, methods and classes", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => handle.close());

  it("saves a zone with its locations, changes it, and lists it with its methods", async () => {
    const created = await saveShippingZone(handle.db, null, { name: "West", locations: [{ type: "state", code: "US:CA" }, { type: "postcode", code: "9*" }] });
    if (!created.ok) throw new Error(created.code);
    const method = await saveShippingMethod(handle.db, created.zone.id, null, { type: "flat_rate", title: "Ground", settings: { cost: "4 + [qty]" } });
    if (!method.ok) throw new Error(method.code);
    const changed = await saveShippingZone(handle.db, created.zone.id, { name: "West coast", order: 3, locations: [{ type: "country", code: "US" }] });
    expect(changed).toEqual({ ok: true, zone: { id: created.zone.id, name: "West coast", order: 3, locations: [{ type: "country", code: "US" }] } });
    const list = await listShippingZones(handle.db);
    expect(list.zones).toEqual([{ ...changed.ok && changed.zone, methods: [method.method] }]);
    expect(method.method.settings).toMatchObject({ cost: "4 + [qty]", taxStatus: "taxable", calculationType: "class" });
  });

  it("refuses invalid input with its code and where it failed", async () => {
    const zone = await saveShippingZone(handle.db, null, { name: "", locations: [{ type: "country", code: "usa" }] });
    expect(zone.ok === false && zone.code).toBe("invalid_shipping_zone");
    expect(zone.ok === false && "issues" in zone && zone.issues.map((i) => i.path)).toEqual(["name", "locations.0.code"]);
    const method = await saveShippingMethod(handle.db, 0, null, { type: "flat_rate", title: "Bad", settings: { cost: "5 +* eval(1)" } });
    expect(method).toEqual({ ok: false, code: "invalid_shipping_method", issues: [{ path: "settings.cost", message: "invalid_cost_formula" }] });
    expect(await saveShippingMethod(handle.db, 0, null, { type: "teleport", title: "Beam" })).toMatchObject({ ok: false, code: "invalid_shipping_method" });
    expect(await saveShippingClass(handle.db, { slug: "Not A Slug", name: "x" })).toMatchObject({ ok: false, code: "invalid_shipping_class" });
  });

  it("answers not found for a zone or method that does not exist, and for the Rest of the world as a zone", async () => {
    expect(await saveShippingZone(handle.db, 9999, { name: "Ghost" })).toEqual({ ok: false, code: "shipping_zone_not_found" });
    expect(await saveShippingZone(handle.db, 0, { name: "World" })).toEqual({ ok: false, code: "shipping_zone_not_found" });
    expect(await saveShippingMethod(handle.db, 9999, null, { type: "local_pickup", title: "Pickup" })).toEqual({ ok: false, code: "shipping_zone_not_found" });
    expect(await saveShippingMethod(handle.db, 0, 9999, { type: "local_pickup", title: "Pickup" })).toEqual({ ok: false, code: "shipping_method_not_found" });
    expect(await deleteShippingMethod(handle.db, 9999)).toEqual({ ok: false, code: "shipping_method_not_found" });
    expect(await deleteShippingZone(handle.db, 9999)).toEqual({ ok: false, code: "shipping_zone_not_found" });
  });

  it("deletes a zone with its methods", async () => {
    const created = await saveShippingZone(handle.db, null, { name: "Temporary" });
    if (!created.ok) throw new Error(created.code);
    await saveShippingMethod(handle.db, created.zone.id, null, { type: "free_shipping", title: "Free" });
    expect(await deleteShippingZone(handle.db, created.zone.id)).toEqual({ ok: true });
    const list = await listShippingZones(handle.db);
    expect(list.zones.map((z) => z.name)).not.toContain("Temporary");
    expect([...list.zones.flatMap((z) => z.methods), ...list.restOfTheWorld.methods].map((m) => m.zoneId)).not.toContain(created.zone.id);
  });
});

describe("exportShippingSettings and importShippingSettings", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => handle.close());

  it("seeds the demo shipping once and exports what it imported", async () => {
    expect(await seedDemoShipping(handle.db)).toBe(true);
    expect(await seedDemoShipping(handle.db)).toBe(false);
    const exported = await exportShippingSettings(handle.db);
    expect(exported.zones.map((z) => z.name)).toEqual(DEMO_SHIPPING.zones?.map((z) => z.name));
    expect(exported.settings).toEqual({ shipToCountries: null, costRequiresAddress: false });
  });

  it("imports an export unchanged: export → import → export gives the same file", async () => {
    const first = await exportShippingSettings(handle.db);
    const imported = await importShippingSettings(handle.db, JSON.parse(JSON.stringify(first)));
    expect(imported).toEqual({ ok: true, zones: 3, methods: 7, classes: 1 });
    expect(await exportShippingSettings(handle.db)).toEqual(first);
  });

  it("refuses a faulty file with every fault's path and changes nothing", async () => {
    const before = await exportShippingSettings(handle.db);
    const result = await importShippingSettings(handle.db, {
      classes: [{ slug: "bulky", name: "Bulky" }, { slug: "bulky", name: "Again" }],
      zones: [{ name: "X", methods: [{ type: "flat_rate", title: "F", settings: { classCosts: { huge: "1" } } }] }],
      restOfTheWorld: { methods: [{ type: "free_shipping", title: "Free", settings: { requires: "always" } }] },
      extra: true,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe("invalid_shipping_settings");
    expect(result.issues.map((i) => i.path)).toEqual(expect.arrayContaining(["restOfTheWorld.methods.0.settings.requires", ""]));
    expect(await exportShippingSettings(handle.db)).toEqual(before);
    const refined = await importShippingSettings(handle.db, { classes: [{ slug: "bulky", name: "Bulky" }, { slug: "bulky", name: "Again" }], zones: [{ name: "X", methods: [{ type: "flat_rate", title: "F", settings: { classCosts: { huge: "1" } } }] }] });
    expect(refined.ok === false && refined.issues.map((i) => i.path)).toEqual(["classes.1.slug", "zones.0.methods.0.settings.classCosts.huge"]);
  });

  it("refuses something that is not a settings object at all", async () => {
    expect(await importShippingSettings(handle.db, "zones")).toMatchObject({ ok: false, code: "invalid_shipping_settings" });
    expect(await importShippingSettings(handle.db, null)).toMatchObject({ ok: false, code: "invalid_shipping_settings" });
  });
});
