import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addItemToCart } from "../cart/add-item-to-cart.ts";
import { applyCouponToCart } from "../cart/apply-coupon-to-cart.ts";
import { getCart } from "../cart/get-cart.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { createCoupon } from "../coupons/create-coupon.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { saveShippingMethod } from "../shipping/save-shipping-method.ts";
import { saveShippingZone } from "../shipping/save-shipping-zone.ts";
import { importTaxRates } from "../tax/import-tax-rates.ts";
import { saveTaxSettings } from "../tax/save-tax-settings.ts";
import { quoteCheckout } from "./quote-checkout.ts";

// The checkout's quote of a cart holding subscriptions: today's order (sign-up fees, trials,
// coupons, the ordinary products of a mixed cart) and, beside it, one recurring cart per group of
// subscriptions renewing together, with its own shipping, tax and totals (decision 026).

const NOV_20 = new Date("2026-11-20T12:00:00Z");
const UTC = { timeZone: "UTC", prorateFirstPeriod: false };
// 10% on items and on shipping everywhere in the US.
const RATES = "Country code,State code,Postcode / ZIP,City,Rate %,Tax name,Priority,Compound,Shipping,Tax class\nUS,,,,10,US Tax,1,0,1,\n";
const ILLINOIS = { country: "US", state: "IL", postcode: "62701", city: "Springfield" };

describe("recurring carts at checkout", () => {
  let handle: TestDatabaseHandle;
  let flatRate = "";
  const product: Record<"coffee" | "tea" | "ebook" | "mug", number> = { coffee: 0, tea: 0, ebook: 0, mug: 0 };

  beforeAll(async () => {
    handle = await createTestDatabase();
    const zone = await saveShippingZone(handle.db, null, { name: "United States", order: 1, locations: [{ type: "country", code: "US" }] });
    if (!zone.ok) throw new Error(zone.code);
    const method = await saveShippingMethod(handle.db, zone.zone.id, null, { type: "flat_rate", title: "Flat rate", order: 1, settings: { cost: "5.00" } });
    if (!method.ok) throw new Error(method.code);
    flatRate = `flat_rate:${method.method.id}`;
    expect(await importTaxRates(handle.db, RATES, { replace: true })).toMatchObject({ ok: true });
    expect(await saveTaxSettings(handle.db, { enabled: true, base: { country: "US", state: "IL", postcode: "", city: "" } })).toEqual({ ok: true });
    const monthly = { type: "subscription", subscription_period: "month", subscription_interval: 1 } as const;
    product.coffee = await insertProduct(handle.db, { ...monthly, name: "Coffee Box", regular_price: 2400, subscription_sign_up_fee: 500, subscription_trial_length: 14, subscription_trial_period: "day" });
    product.tea = await insertProduct(handle.db, { ...monthly, name: "Tea Club", regular_price: 1900, subscription_sign_up_fee: 300, subscription_sync_day: 1 });
    product.ebook = await insertProduct(handle.db, { ...monthly, name: "Brew Guide Monthly", regular_price: 900, virtual: 1 });
    product.mug = await insertProduct(handle.db, { name: "Mug", regular_price: 1000 });
    const coupon = await createCoupon(handle.db, { code: "TENOFF", type: "percent", amount: 1000 }, NOV_20);
    if (!coupon.ok) throw new Error(coupon.code);
  });
  afterAll(() => handle.close());

  async function quote(names: (keyof typeof product)[], coupon?: string) {
    let cartToken: string | null = null;
    for (const name of names) {
      const added = await addItemToCart(handle.db, { cartToken, productId: product[name], quantity: 1 }, NOV_20, UTC);
      if (!added.ok) throw new Error(added.code);
      cartToken = added.cartToken;
    }
    if (coupon !== undefined) await applyCouponToCart(handle.db, { cartToken, code: coupon }, NOV_20, UTC);
    const cart = await getCart(handle.db, { cartToken }, NOV_20, UTC);
    if (cart === null) throw new Error("no cart");
    return quoteCheckout(handle.db, cart, { destination: ILLINOIS, billing: ILLINOIS, shippingMethod: flatRate, currencyDigits: 2, signUp: UTC }, NOV_20);
  }

  it("quotes no recurring cart for a cart without subscriptions", async () => {
    expect((await quote(["mug"])).recurring).toEqual([]);
  });

  it("charges sign-up fees today and renews each group at its recurring price, with its own shipping and tax", async () => {
    const { pricing, recurring } = await quote(["coffee", "tea"]);
    // Today: $5.00 + $3.00 of fees, $5.00 shipping, 10% tax on both.
    expect(pricing.totals).toEqual({ subtotal: 800, discount: 0, shipping: 500, tax: 130, total: 1430 });
    expect(recurring.map((r) => [r.key, r.totals])).toEqual([
      ["month_1_len0_trial14day_next2026-12-04", { subtotal: 2400, discount: 0, shipping: 500, tax: 290, total: 3190 }],
      ["month_1_len0_trial0day_sync2026-12-01", { subtotal: 1900, discount: 0, shipping: 500, tax: 240, total: 2640 }],
    ]);
    const [coffee, tea] = recurring;
    expect(coffee?.lines).toMatchObject([{ productId: product.coffee, name: "Coffee Box", quantity: 1, subtotal: 2400, total: 2400, tax: 240 }]);
    expect(coffee?.shippingLines).toMatchObject([{ methodId: flatRate, cost: 500, tax: 50 }]);
    expect(coffee?.taxLines.map(({ label, compound, amount }) => ({ label, compound, amount }))).toEqual([{ label: "US Tax", compound: false, amount: 290 }]);
    expect(coffee?.dates).toEqual({ start: NOV_20.toISOString(), trialEnd: "2026-12-04T12:00:00.000Z", nextPayment: "2026-12-04T12:00:00.000Z", end: null });
    expect(coffee?.renewalDay).toBeNull();
    expect(tea?.plan).toEqual({ period: "month", interval: 1, length: 0, trialLength: 0, trialPeriod: "day" });
    expect(tea?.renewalDay).toEqual({ period: "month", day: 1 });
    expect(tea?.dates).toEqual({ start: NOV_20.toISOString(), trialEnd: null, nextPayment: "2026-12-01T03:00:00.000Z", end: null });
  });

  it("keeps a mixed cart's ordinary products in today's order only, and ships no virtual subscription", async () => {
    const { pricing, recurring } = await quote(["ebook", "mug"]);
    expect(pricing.totals).toEqual({ subtotal: 1900, discount: 0, shipping: 500, tax: 240, total: 2640 });
    expect(recurring).toHaveLength(1);
    expect(recurring[0]?.lines.map((l) => l.productId)).toEqual([product.ebook]);
    expect(recurring[0]?.shippingLines).toEqual([]);
    expect(recurring[0]?.totals).toEqual({ subtotal: 900, discount: 0, shipping: 0, tax: 90, total: 990 });
  });

  it("records each recurring line's subtotal tax, as an order line keeps it", async () => {
    const { recurring } = await quote(["coffee", "tea"]);
    expect(recurring.map((r) => r.lines.map((l) => [l.subtotal, l.subtotalTax]))).toEqual([[[2400, 240]], [[1900, 190]]]);
  });

  it("shows the recurring totals as today's are shown: without tax by default, with it when the cart says so, the recurring total unchanged", async () => {
    const [asEntered] = (await quote(["coffee"])).recurring;
    expect(asEntered?.display).toMatchObject({ prices: "excl", label: null, subtotal: 2400, shippingCosts: { [flatRate]: { cost: 500, labelled: false } } });
    expect(await saveTaxSettings(handle.db, { displayCart: "incl" })).toEqual({ ok: true });
    try {
      const [shown] = (await quote(["coffee"])).recurring;
      expect(shown?.totals).toEqual(asEntered?.totals);
      expect(shown?.display).toMatchObject({ prices: "incl", label: "incl", subtotal: 2640, shippingCosts: { [flatRate]: { cost: 550, labelled: true } }, estimatedFor: null });
      // $26.40 of the subscription and $5.50 of shipping, both with their tax: the $31.90 renewal.
      expect((shown?.display.subtotal ?? 0) + (shown?.display.shippingCosts[flatRate]?.cost ?? 0)).toBe(shown?.totals.total);
    } finally {
      expect(await saveTaxSettings(handle.db, { displayCart: "excl" })).toEqual({ ok: true });
    }
  });

  it("takes a coupon off today's order and not off the renewals", async () => {
    const { pricing, recurring } = await quote(["ebook", "mug"], "TENOFF");
    expect(pricing.totals.discount).toBe(190);
    expect(recurring[0]?.totals).toEqual({ subtotal: 900, discount: 0, shipping: 0, tax: 90, total: 990 });
  });
});
