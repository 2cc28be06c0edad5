import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestDatabaseHandle } from "../db/test-database.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { exportPaymentSettings } from "./export-payment-settings.ts";
import { importPaymentSettings } from "./import-payment-settings.ts";
import { listAvailablePaymentMethods } from "./list-available-payment-methods.ts";
import { DEFAULT_PAYMENT_SETTINGS } from "./payment-settings.ts";

const local = { production: false, stripeConfigured: false };
const account = { accountName: "Shopwright Ltd", accountNumber: "12345678", bankName: "Demo Bank", sortCode: "12-34-56", iban: "GB33BUKB20201555555555", bic: "BUKBGB22" };

describe("payment settings", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("sells with the card test mode alone before the merchant sets anything", async () => {
    expect(await exportPaymentSettings(handle.db)).toEqual(DEFAULT_PAYMENT_SETTINGS);
    expect(await listAvailablePaymentMethods(handle.db, local, { shippingMethodIds: [] })).toEqual([{ id: "card_test", title: null, description: null, testMode: true, kind: "card" }]);
  });

  it("refuses an import with an unknown key or a bad value and changes nothing", async () => {
    expect(await importPaymentSettings(handle.db, { enabledGateways: ["bacs", "paypal"] })).toMatchObject({ ok: false, code: "payment_settings_invalid", params: { field: "enabledGateways.1" } });
    expect(await importPaymentSettings(handle.db, { enabledGateways: ["bacs"], colour: "red" })).toMatchObject({ ok: false, code: "payment_settings_invalid", params: { field: "colour" } });
    expect(await importPaymentSettings(handle.db, { enabledGateways: ["bacs", "bacs"] })).toMatchObject({ ok: false, code: "payment_settings_invalid" });
    expect(await importPaymentSettings(handle.db, "not an object")).toMatchObject({ ok: false, code: "payment_settings_invalid" });
    expect(await exportPaymentSettings(handle.db)).toEqual(DEFAULT_PAYMENT_SETTINGS);
  });

  it("offers the enabled gateways in the merchant's order, with the merchant's titles and descriptions", async () => {
    const imported = await importPaymentSettings(handle.db, {
      enabledGateways: ["cod", "card_test", "bacs", "cheque", "stripe"],
      titles: { bacs: "Bank transfer" },
      descriptions: { cod: "Pay the driver." },
      bankAccounts: [account],
    });
    expect(imported).toEqual({ ok: true, keys: ["enabledGateways", "titles", "descriptions", "bankAccounts"] });
    const offered = await listAvailablePaymentMethods(handle.db, local, { shippingMethodIds: ["flat_rate:1"] });
    expect(offered.map((m) => [m.id, m.title, m.description])).toEqual([
      ["cod", null, "Pay the driver."],
      ["card_test", null, null],
      ["bacs", "Bank transfer", null],
      ["cheque", null, null],
    ]);
    expect((await exportPaymentSettings(handle.db)).bankAccounts).toEqual([account]);
  });

  it("offers Stripe only when it is configured and switched on", async () => {
    await importPaymentSettings(handle.db, { stripeEnabled: true });
    const ids = async (context: typeof local) => (await listAvailablePaymentMethods(handle.db, context, { shippingMethodIds: [] })).map((m) => m.id);
    expect(await ids(local)).not.toContain("stripe");
    expect(await ids({ ...local, stripeConfigured: true })).toContain("stripe");
    await importPaymentSettings(handle.db, { stripeEnabled: false });
    expect(await ids({ ...local, stripeConfigured: true })).not.toContain("stripe");
  });

  it("leaves the card test mode out in production unless the merchant allows it", async () => {
    const ids = async () => (await listAvailablePaymentMethods(handle.db, { production: true, stripeConfigured: false }, { shippingMethodIds: [] })).map((m) => m.id);
    expect(await ids()).not.toContain("card_test");
    await importPaymentSettings(handle.db, { testModeInProduction: true });
    expect(await ids()).toContain("card_test");
    await importPaymentSettings(handle.db, { testModeInProduction: false });
  });

  it("offers cash on delivery only with the shipping methods it is limited to", async () => {
    await importPaymentSettings(handle.db, { codShippingMethods: ["local_pickup"] });
    const offersCod = async (shippingMethodIds: string[]) => (await listAvailablePaymentMethods(handle.db, local, { shippingMethodIds })).some((m) => m.id === "cod");
    expect(await offersCod(["local_pickup:4"])).toBe(true);
    expect(await offersCod(["flat_rate:1"])).toBe(false);
  });

  it("reads back exactly what it exported", async () => {
    const exported = await exportPaymentSettings(handle.db);
    const other = await createTestDatabase();
    try {
      expect(await importPaymentSettings(other.db, JSON.parse(JSON.stringify(exported)))).toMatchObject({ ok: true });
      expect(await exportPaymentSettings(other.db)).toEqual(exported);
    } finally {
      await other.close();
    }
  });
});
