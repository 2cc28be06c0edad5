import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { seedDemoPayments } from "../payments/seed-demo-payments.ts";
import { seedDemoShipping } from "../shipping/seed-demo-shipping.ts";
import { seedDemoTax } from "../tax/seed-demo-tax.ts";
import { exportShopSettings } from "./export-shop-settings.ts";
import { importShopSettings } from "./import-shop-settings.ts";

// The settings file of `shop settings export|import` over the shipping, tax and payments modules'
// own exports and imports: a round trip, a faulty file refused whole, a section left out.

describe("exportShopSettings and importShopSettings", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedDemoShipping(handle.db);
    await seedDemoPayments(handle.db);
    await seedDemoTax(handle.db);
  });
  afterAll(() => handle.close());

  it("export → import → export gives the same file, with the shipping zones and methods, the tax settings and rates and every payment setting", async () => {
    const first = await exportShopSettings(handle.db);
    expect(first).toMatchObject({ version: 1, tax: { settings: { enabled: true, base: { country: "US", state: "OR" } } } });
    expect(first.tax?.rates?.map((r) => `${r.country}:${r.state} ${r.rate}% ${r.name}`)).toEqual(["US:CA 7.25% CA State Tax", "US:NY 4% NY State Tax", "GB: 20% VAT", "GB: 5% VAT", "GB: 0% VAT"]);
    expect(first.shipping?.zones.map((zone) => zone.methods.length)).toEqual([3, 2, 2]);
    expect(first.payments?.enabledGateways).toEqual(["bacs", "cheque", "cod", "card_test"]);
    expect(first.payments?.bankAccounts).toHaveLength(1);
    expect(first.subscriptions).toEqual({ renewalReminderEnabled: false, renewalReminderDaysBefore: 3 });
    expect(await importShopSettings(handle.db, JSON.parse(JSON.stringify(first)))).toEqual({
      ok: true,
      imported: { shipping: { zones: first.shipping?.zones.length, methods: 7, classes: 1 }, tax: { settings: true, rates: 5 }, payments: Object.keys(first.payments ?? {}), subscriptions: ["renewalReminderEnabled", "renewalReminderDaysBefore"] },
    });
    expect(await exportShopSettings(handle.db)).toEqual(first);
  });

  it("a file with faults in several sections is refused whole, each fault named by its path from the top of the file, and nothing changes", async () => {
    const before = await exportShopSettings(handle.db);
    const file = JSON.parse(JSON.stringify(before)) as Record<string, unknown> & { shipping: { zones: { name: string; methods: { settings: Record<string, unknown> }[] }[] }; payments: Record<string, unknown> };
    file.shipping.zones[0] = { ...file.shipping.zones[0], name: "Renamed", methods: [{ type: "flat_rate", title: "Ground", settings: { cost: "5 +* eval(1)" } }] } as never;
    file.payments["enabledGateways"] = ["card_test", "paypal"];
    file["tax"] = { rates: [{ country: "USA", state: "", postcodes: [], cities: [], rate: "7", name: "Tax", priority: 1, compound: false, shipping: true, taxClass: "" }] };
    file["colour"] = "blue";
    const result = await importShopSettings(handle.db, file);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.map((i) => i.path).sort()).toEqual(["colour", "payments.enabledGateways.1", "shipping.zones.0.methods.0.settings.cost", "tax.rates.0.country"]);
    expect(!result.ok && result.issues.find((i) => i.path === "colour")?.message).toBe("unknown field");
    expect(await exportShopSettings(handle.db)).toEqual(before);
  });

  it("a valid shipping section is not applied when the payments section has a fault", async () => {
    const before = await exportShopSettings(handle.db);
    const shipping = { ...before.shipping, zones: [] };
    expect(await importShopSettings(handle.db, { shipping, payments: { bankAccounts: "none" } })).toMatchObject({ ok: false, issues: [{ path: "payments.bankAccounts" }] });
    expect(await exportShopSettings(handle.db)).toEqual(before);
  });

  it("a section left out leaves that part as it is; payment keys left out keep their value", async () => {
    const before = await exportShopSettings(handle.db);
    expect(await importShopSettings(handle.db, { payments: { testModeInProduction: true } })).toEqual({ ok: true, imported: { shipping: null, tax: null, payments: ["testModeInProduction"], subscriptions: null } });
    expect(await exportShopSettings(handle.db)).toEqual({ ...before, payments: { ...before.payments, testModeInProduction: true } });
  });

  it("the subscriptions section turns the renewal reminder on with its lead time, and refuses a lead time out of range", async () => {
    expect(await importShopSettings(handle.db, { subscriptions: { renewalReminderEnabled: true, renewalReminderDaysBefore: 5 } })).toEqual({
      ok: true,
      imported: { shipping: null, tax: null, payments: null, subscriptions: ["renewalReminderEnabled", "renewalReminderDaysBefore"] },
    });
    expect((await exportShopSettings(handle.db)).subscriptions).toEqual({ renewalReminderEnabled: true, renewalReminderDaysBefore: 5 });
    expect(await importShopSettings(handle.db, { subscriptions: { renewalReminderDaysBefore: 0 } })).toMatchObject({ ok: false, issues: [{ path: "subscriptions.renewalReminderDaysBefore" }] });
  });
});
