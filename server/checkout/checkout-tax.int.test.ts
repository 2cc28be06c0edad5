import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCart } from "../cart/get-cart.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { saveShippingMethod } from "../shipping/save-shipping-method.ts";
import { saveShippingZone } from "../shipping/save-shipping-zone.ts";
import { importTaxRates } from "../tax/import-tax-rates.ts";
import { saveTaxSettings } from "../tax/save-tax-settings.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";
import { bankTransferOnly, checkoutFields, guestCartWith } from "./test-checkout-fixture.ts";

// Tax at checkout, through the real tax settings and rates: the shipping address's rates tax the
// items and the shipping, the order keeps a tax line per rate, and a total sent by the browser is
// ignored. The cart, before an address is known, shows the estimate for the shop's own location.

const NOW = new Date("2026-06-01T12:00:00Z");
const RATES = "Country code,State code,Postcode / ZIP,City,Rate %,Tax name,Priority,Compound,Shipping,Tax class\nUS,CA,,,7.25,CA State Tax,1,0,1,\nUS,CA,900*,,2.25,LA County,2,0,0,\nGB,,,,20,VAT,1,0,1,\nGB,,,,5,VAT,1,0,1,reduced-rate\n";

describe("checkout tax", () => {
  let handle: TestDatabaseHandle;
  let flatRate = "";
  beforeAll(async () => {
    handle = await createTestDatabase();
    for (const [name, code, cost] of [["United States", "US", "5.00"], ["United Kingdom", "GB", "10.00"]] as const) {
      const zone = await saveShippingZone(handle.db, null, { name, order: 1, locations: [{ type: "country", code }] });
      if (!zone.ok) throw new Error(zone.code);
      const method = await saveShippingMethod(handle.db, zone.zone.id, null, { type: "flat_rate", title: "Flat rate", order: 1, settings: { cost } });
      if (!method.ok) throw new Error(method.code);
      if (code === "US") flatRate = `flat_rate:${method.method.id}`;
    }
    expect(await importTaxRates(handle.db, RATES, { replace: true })).toMatchObject({ ok: true });
    expect(await saveTaxSettings(handle.db, { enabled: true, base: { country: "GB", state: "", postcode: "", city: "" } })).toEqual({ ok: true });
  });
  afterAll(() => handle.close());

  async function place(email: string, fields: Record<string, string>, taxClass = "") {
    const product = await insertProduct(handle.db, { name: `Teapot for ${email}`, regular_price: 4000, tax_class: taxClass });
    const cartToken = await guestCartWith(handle.db, product, 2, NOW);
    const result = await placeCheckoutOrder(handle.db, bankTransferOnly, { owner: { cartToken }, customerId: null, fields: checkoutFields({ billing_email: email, ...fields }), currency: "USD", returnPath: () => "/" }, NOW);
    if (!result.ok) throw new Error(result.code);
    const order = await handle.db.selectFrom("orders").select(["subtotal", "shipping_total", "tax_total", "total"]).where("id", "=", result.orderId).executeTakeFirstOrThrow();
    const taxLines = await handle.db.selectFrom("order_tax_lines").select(["label", "amount"]).where("order_id", "=", result.orderId).orderBy("id").execute();
    const line = await handle.db.selectFrom("order_lines").select(["tax", "tax_class"]).where("order_id", "=", result.orderId).executeTakeFirstOrThrow();
    return { order, taxLines, lineTax: line.tax, lineTaxClass: line.tax_class };
  }

  it("a Los Angeles order pays state and county tax on the items and state tax on the shipping", async () => {
    const { order, taxLines, lineTax } = await place("la@example.com", { billing_state: "CA", billing_postcode: "90012", billing_city: "Los Angeles", shipping_method: flatRate });
    // $80.00 of items: 7.25% = $5.80 and 2.25% = $1.80; $5.00 shipping: 7.25% = $0.3625 → $0.36.
    expect(taxLines).toEqual([
      { label: "CA State Tax", amount: 616 },
      { label: "LA County", amount: 180 },
    ]);
    expect(lineTax).toBe(760);
    expect(order).toEqual({ subtotal: 8000, shipping_total: 500, tax_total: 796, total: 9296 });
  });

  it("an Illinois order pays no tax, and totals sent by the browser are ignored", async () => {
    const { order, taxLines } = await place("il@example.com", { shipping_method: flatRate, order_total: "1", tax_total: "0", cart_tax: "-500" });
    expect(taxLines).toEqual([]);
    expect(order).toEqual({ subtotal: 8000, shipping_total: 500, tax_total: 0, total: 8500 });
  });

  it("a UK order of a reduced-rate item pays 5% VAT on the items and on the shipping, and its line keeps the class", async () => {
    const { order, taxLines, lineTaxClass } = await place("uk@example.com", { billing_country: "GB", billing_state: "", billing_postcode: "SW1A 1AA", billing_city: "London" }, "reduced-rate");
    expect(taxLines).toEqual([{ label: "VAT", amount: 450 }]);
    expect(order).toEqual({ subtotal: 8000, shipping_total: 1000, tax_total: 450, total: 9450 });
    expect(lineTaxClass).toBe("reduced-rate");
  });

  it("the cart shows the tax estimated for the shop's own country before the checkout knows the address", async () => {
    const product = await insertProduct(handle.db, { name: "Estimated mug", regular_price: 1000 });
    const cartToken = await guestCartWith(handle.db, product, 1, NOW);
    const cart = await getCart(handle.db, { cartToken }, NOW);
    expect(cart?.totals).toEqual({ subtotal: 1000, discount: 0, tax: 200, total: 1200 });
    expect(cart?.taxNote).toEqual({ display: "excl", label: null, estimatedFor: "GB" });
  });
});
