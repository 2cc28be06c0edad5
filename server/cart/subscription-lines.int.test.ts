import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { createCoupon } from "../coupons/create-coupon.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { addItemToCart } from "./add-item-to-cart.ts";
import { applyCouponToCart } from "./apply-coupon-to-cart.ts";
import { importTaxRates } from "../tax/import-tax-rates.ts";
import { saveTaxSettings } from "../tax/save-tax-settings.ts";
import { getCart } from "./get-cart.ts";

// A subscription in the cart costs what its sign-up charges today (decision 026): the sign-up fee,
// plus the recurring price unless a trial or a renewal day delays it. The cart's totals, coupons
// included, are today's; the recurring price stays the line's unit price.

const NOV_20 = new Date("2026-11-20T12:00:00Z");
const UTC = { timeZone: "UTC", prorateFirstPeriod: false };

describe("subscription lines in the cart", () => {
  let handle: DatabaseHandle;
  let coffee: number;
  let tea: number;
  let mug: number;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const monthly = { type: "subscription", subscription_period: "month", subscription_interval: 1 } as const;
    coffee = await insertProduct(handle.db, { ...monthly, name: "Coffee Box", regular_price: 2400, subscription_sign_up_fee: 500, subscription_trial_length: 14, subscription_trial_period: "day" });
    tea = await insertProduct(handle.db, { ...monthly, name: "Tea Club", regular_price: 1900, subscription_sign_up_fee: 300, subscription_sync_day: 1 });
    mug = await insertProduct(handle.db, { name: "Mug", regular_price: 1000 });
    const made = await createCoupon(handle.db, { code: "TENOFF", type: "percent", amount: 1000 }, NOV_20);
    if (!made.ok) throw new Error(made.code);
  });
  afterAll(() => handle.close());

  async function cartOf(items: { productId: number; quantity: number }[], settings = UTC): Promise<string> {
    let cartToken: string | null = null;
    for (const item of items) {
      const added = await addItemToCart(handle.db, { cartToken, ...item }, NOV_20, settings);
      if (!added.ok) throw new Error(added.code);
      cartToken = added.cartToken;
    }
    if (cartToken === null) throw new Error("no cart");
    return cartToken;
  }

  it("charges a trial's sign-up fee today and keeps the recurring price and terms on the line", async () => {
    const cart = await getCart(handle.db, { cartToken: await cartOf([{ productId: coffee, quantity: 2 }]) }, NOV_20, UTC);
    expect(cart?.lines[0]).toMatchObject({
      unitPrice: 2400,
      subtotal: 1000,
      total: 1000,
      subscription: { signUpUnitPrice: 500, terms: { period: "month", interval: 1, signUpFee: 500, trialLength: 14, trialPeriod: "day", syncDay: null } },
    });
    expect(cart?.totals).toMatchObject({ subtotal: 1000, total: 1000 });
  });

  it("charges a synchronised subscription's fee alone before its renewal day, or the prorated days when the shop prorates", async () => {
    const cartToken = await cartOf([{ productId: tea, quantity: 1 }]);
    expect((await getCart(handle.db, { cartToken }, NOV_20, UTC))?.totals.subtotal).toBe(300);
    const prorated = await getCart(handle.db, { cartToken }, NOV_20, { ...UTC, prorateFirstPeriod: true });
    // Nov 20 12:00 → Dec 1 03:00: 11 started days of November's 30.
    expect(prorated?.totals.subtotal).toBe(300 + Math.round((1900 * 11) / 30));
  });

  it("charges the full recurring price on the renewal day of the shop's calendar", async () => {
    const cartToken = await cartOf([{ productId: tea, quantity: 1 }]);
    const dec1 = new Date("2026-12-01T12:00:00Z");
    expect((await getCart(handle.db, { cartToken }, dec1, UTC))?.totals.subtotal).toBe(300 + 1900);
    // 04:00 UTC on Dec 2 is still Dec 1 in Los Angeles.
    expect((await getCart(handle.db, { cartToken }, new Date("2026-12-02T04:00:00Z"), { ...UTC, timeZone: "America/Los_Angeles" }))?.totals.subtotal).toBe(300 + 1900);
  });

  it("adds a mixed cart's other products at their price, and takes a coupon off today's total", async () => {
    const cartToken = await cartOf([{ productId: coffee, quantity: 1 }, { productId: mug, quantity: 1 }]);
    const applied = await applyCouponToCart(handle.db, { cartToken, code: "TENOFF" }, NOV_20, UTC);
    if (!applied.ok) throw new Error(applied.code);
    expect(applied.cart.lines.map((l) => [l.subtotal, l.subscription === null])).toEqual([
      [500, false],
      [1000, true],
    ]);
    expect(applied.cart.totals).toMatchObject({ subtotal: 1500, discount: 150, total: 1350 });
  });
});

// Decision 027 × 028: a subscription line's today amount is shown with or without tax exactly as
// an ordinary line's amount is, so the rows the cart shows still add up to its total.
describe("subscription lines in a cart shown with tax", () => {
  let handle: DatabaseHandle;
  let coffee: number;
  let mug: number;
  const RATES = "Country code,State code,Postcode / ZIP,City,Rate %,Tax name,Priority,Compound,Shipping,Tax class\nUS,,,,10,US Tax,1,0,1,\n";

  beforeAll(async () => {
    handle = await createTestDatabase();
    expect(await importTaxRates(handle.db, RATES, { replace: true })).toMatchObject({ ok: true });
    // Prices entered without tax, shown with it in the cart.
    expect(await saveTaxSettings(handle.db, { enabled: true, displayCart: "incl", base: { country: "US", state: "IL", postcode: "", city: "" } })).toEqual({ ok: true });
    coffee = await insertProduct(handle.db, { type: "subscription", name: "Coffee Box", regular_price: 2400, subscription_period: "month", subscription_interval: 1, subscription_sign_up_fee: 500, subscription_trial_length: 14, subscription_trial_period: "day" });
    mug = await insertProduct(handle.db, { name: "Mug", regular_price: 1000 });
    const made = await createCoupon(handle.db, { code: "TENOFF", type: "percent", amount: 1000 }, NOV_20);
    if (!made.ok) throw new Error(made.code);
  });
  afterAll(() => handle.close());

  it("adds the tax to the sign-up subtotal, the recurring price and the fee in the terms, and the shown rows add up to the total", async () => {
    let cartToken: string | null = null;
    for (const productId of [coffee, mug]) {
      const added = await addItemToCart(handle.db, { cartToken, productId, quantity: 1 }, NOV_20, UTC);
      if (!added.ok) throw new Error(added.code);
      cartToken = added.cartToken;
    }
    const applied = await applyCouponToCart(handle.db, { cartToken, code: "TENOFF" }, NOV_20, UTC);
    if (!applied.ok) throw new Error(applied.code);
    const { cart } = applied;
    // Today the coffee costs its $5.00 fee (the trial delays the $24.00): $5.50 with its tax.
    expect(cart.lines.map((l) => [l.name, l.subtotal, l.displaySubtotal, l.displayUnitPrice])).toEqual([
      ["Coffee Box", 500, 550, 2640],
      ["Mug", 1000, 1100, 1100],
    ]);
    expect(cart.lines[0]?.subscription).toMatchObject({ signUpUnitPrice: 500, displaySignUpFee: 550, terms: { signUpFee: 500 } });
    expect(cart.totals).toEqual({ subtotal: 1500, discount: 150, tax: 135, total: 1485 });
    expect(cart.displayTotals).toEqual({ subtotal: 1650, discount: 165 });
    expect(cart.displayTotals.subtotal - cart.displayTotals.discount).toBe(cart.totals.total);
    expect(cart.taxNote).toEqual({ display: "incl", label: "incl", estimatedFor: "US" });
  });
});
