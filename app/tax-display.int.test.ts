import { NO_ISLAND_SCRIPTS } from "../server/http/island-scripts.ts";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addItemToCart } from "../server/cart/add-item-to-cart.ts";
import { applyCouponToCart } from "../server/cart/apply-coupon-to-cart.ts";
import type { CartView } from "../server/cart/cart.ts";
import { getCart } from "../server/cart/get-cart.ts";
import { findVariation } from "../server/catalog/find-variation.ts";
import { insertAttributes, insertProduct, insertVariation } from "../server/catalog/test-catalog-fixture.ts";
import { placeCheckoutOrder } from "../server/checkout/place-checkout-order.ts";
import { quoteCheckout } from "../server/checkout/quote-checkout.ts";
import { bankTransferOnly, checkoutFields } from "../server/checkout/test-checkout-fixture.ts";
import { loadConfig } from "../server/config.ts";
import { createCoupon } from "../server/coupons/create-coupon.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../server/db/test-database.ts";
import { orderDisplay } from "../server/orders/order-display.ts";
import { getOrderByKey } from "../server/orders/get-order.ts";
import { createPaymentGateways } from "../server/payments/create-payment-gateways.ts";
import { saveShippingMethod } from "../server/shipping/save-shipping-method.ts";
import { saveShippingZone } from "../server/shipping/save-shipping-zone.ts";
import { DEFAULT_SIGN_UP_SETTINGS } from "../server/subscriptions/sign-up-settings.ts";
import { getShopPriceDisplay } from "../server/tax/get-shop-price-display.ts";
import { importTaxRates } from "../server/tax/import-tax-rates.ts";
import { saveTaxSettings } from "../server/tax/save-tax-settings.ts";
import { loadArchive } from "./components/catalog/load-archive.server.ts";
import { loadProductView } from "./components/product/load-product-view.server.tsx";
import type { ProductPageProps } from "./components/product/product-page-props.ts";
import type { Services } from "./context.ts";

// The tax display settings end to end on both databases, in a shop based in London (20% VAT, 5% on
// the reduced rate): prices entered without or with tax, shown without or with it, in the shop
// (catalogue, product page, its variations and the lookup) and in the cart and checkout; and an
// order shown as the checkout showed it, whatever the settings become later.

const ORIGIN = "http://shop.test";
const NOW = new Date("2026-06-01T12:00:00Z");
const RATES = "Country code,State code,Postcode / ZIP,City,Rate %,Tax name,Priority,Compound,Shipping,Tax class\nGB,,,,20,VAT,1,0,1,\nGB,,,,5,VAT,1,0,1,reduced-rate\n";
const LONDON = { country: "GB", state: "", postcode: "SW1A 1AA", city: "London" };

describe("tax display settings", () => {
  let handle: TestDatabaseHandle;
  let services: Services;
  const id = { mug: 0, tea: 0, gift: 0, hoodie: 0 };
  let flatRate = "";

  beforeAll(async () => {
    handle = await createTestDatabase();
    const config = loadConfig({ DATABASE_URL: "sqlite::memory:", SHOP_URL: ORIGIN });
    services = { db: handle.db, config, logger: pino({ level: "silent" }), islands: NO_ISLAND_SCRIPTS, gateways: createPaymentGateways(handle.db, { production: false, stripe: null }), mailer: { send: async () => undefined }, orderMails: { kick: () => undefined }, clientIp: "192.0.2.9" };
    id.mug = await insertProduct(handle.db, { name: "Mug", regular_price: 1000, price_min: 1000, price_max: 1000, menu_order: 1 });
    id.tea = await insertProduct(handle.db, { name: "Tea", regular_price: 1000, price_min: 1000, price_max: 1000, tax_class: "reduced-rate", menu_order: 2 });
    id.gift = await insertProduct(handle.db, { name: "Gift card", regular_price: 1000, price_min: 1000, price_max: 1000, tax_status: "none", menu_order: 3 });
    id.hoodie = await insertProduct(handle.db, { name: "Hoodie", type: "variable", price_min: 1000, price_max: 2000, menu_order: 4 });
    await insertAttributes(handle.db, id.hoodie, [{ key: "size", name: "Size", options: ["Small", "Large"] }]);
    await insertVariation(handle.db, id.hoodie, { size: "small" }, { regular_price: 1000 });
    await insertVariation(handle.db, id.hoodie, { size: "large" }, { regular_price: 2000 });
    const zone = await saveShippingZone(handle.db, null, { name: "United Kingdom", order: 1, locations: [{ type: "country", code: "GB" }] });
    if (!zone.ok) throw new Error(zone.code);
    const method = await saveShippingMethod(handle.db, zone.zone.id, null, { type: "flat_rate", title: "Flat rate", order: 1, settings: { cost: "5.00" } });
    if (!method.ok) throw new Error(method.code);
    flatRate = `flat_rate:${method.method.id}`;
    expect(await importTaxRates(handle.db, RATES, { replace: true })).toMatchObject({ ok: true });
    expect(await createCoupon(handle.db, { code: "half", type: "percent", amount: 5000 }, NOW)).toMatchObject({ ok: true });
  });
  afterAll(() => handle.close());

  async function settle(pricesIncludeTax: boolean, display: "incl" | "excl") {
    expect(await saveTaxSettings(handle.db, { enabled: true, pricesIncludeTax, displayShop: display, displayCart: display, base: { country: "GB", state: "", postcode: "", city: "London" } })).toEqual({ ok: true });
  }

  async function shopPrices() {
    const archive = await loadArchive(services, new Request(`${ORIGIN}/shop`), {}, "Shop");
    const listed = Object.fromEntries(archive.products.map((p) => [p.name, [p.priceMin, p.priceMax]]));
    const view = await loadProductView(services, new Request(`${ORIGIN}/product/hoodie`), "hoodie");
    if (view === null) throw new Error("no product page");
    const props = JSON.parse(view.island.propsJson) as ProductPageProps;
    const lookedUp = await findVariation(handle.db, id.hoodie, { attribute_size: "large" }, NOW, await getShopPriceDisplay(handle.db));
    return { listed, page: [props.product.priceMin, props.product.priceMax], variations: props.variations?.map((v) => v.display_price), lookedUp: lookedUp?.display_price, html: view.island.html };
  }

  /** A new guest cart of two mugs, the tea and the gift card. */
  async function newCart(): Promise<string> {
    const first = await addItemToCart(handle.db, { cartToken: null, productId: id.mug, quantity: 2 }, NOW);
    if (!first.ok || first.cartToken === null) throw new Error("no cart");
    await addItemToCart(handle.db, { cartToken: first.cartToken, productId: id.tea, quantity: 1 }, NOW);
    await addItemToCart(handle.db, { cartToken: first.cartToken, productId: id.gift, quantity: 1 }, NOW);
    return first.cartToken;
  }

  async function cartOf(): Promise<CartView> {
    const cart = await getCart(handle.db, { cartToken: await newCart() }, NOW);
    if (cart === null) throw new Error("no cart");
    return cart;
  }
  const shownLines = (cart: CartView) => cart.lines.map((l) => [l.name, l.displayUnitPrice, l.displaySubtotal]);

  it("prices entered without tax, shown without (the demo's settings): everything as entered, and a tax row", async () => {
    await settle(false, "excl");
    const shop = await shopPrices();
    expect(shop.listed).toEqual({ Mug: [1000, 1000], Tea: [1000, 1000], "Gift card": [1000, 1000], Hoodie: [1000, 2000] });
    expect([shop.page, shop.variations, shop.lookedUp]).toEqual([[1000, 2000], [1000, 2000], 2000]);
    const cart = await cartOf();
    expect(shownLines(cart)).toEqual([["Mug", 1000, 2000], ["Tea", 1000, 1000], ["Gift card", 1000, 1000]]);
    expect(cart.displayTotals.subtotal).toBe(4000);
    expect(cart.taxNote).toEqual({ display: "excl", label: null, estimatedFor: "GB" });
    expect(cart.totals).toEqual({ subtotal: 4000, discount: 0, tax: 450, total: 4450 });
  });

  it("prices entered without tax, shown with it: the shop adds VAT at the shop's location by class (none on an untaxed item), the cart too, labelled (incl. tax)", async () => {
    await settle(false, "incl");
    const shop = await shopPrices();
    expect(shop.listed).toEqual({ Mug: [1200, 1200], Tea: [1050, 1050], "Gift card": [1000, 1000], Hoodie: [1200, 2400] });
    expect([shop.page, shop.variations, shop.lookedUp]).toEqual([[1200, 2400], [1200, 2400], 2400]);
    expect(shop.html).toContain("$12.00");
    const cart = await cartOf();
    expect(shownLines(cart)).toEqual([["Mug", 1200, 2400], ["Tea", 1050, 1050], ["Gift card", 1000, 1000]]);
    expect(cart.displayTotals.subtotal).toBe(4450);
    expect(cart.taxNote).toEqual({ display: "incl", label: "incl", estimatedFor: "GB" });
    // What is charged does not change with the display.
    expect(cart.totals).toEqual({ subtotal: 4000, discount: 0, tax: 450, total: 4450 });
  });

  it("prices entered with tax, shown without: the shop takes the base VAT out (10.00 → 8.33), the cart too, labelled (ex. tax)", async () => {
    await settle(true, "excl");
    const shop = await shopPrices();
    expect(shop.listed).toEqual({ Mug: [833, 833], Tea: [952, 952], "Gift card": [1000, 1000], Hoodie: [833, 1667] });
    expect([shop.page, shop.variations, shop.lookedUp]).toEqual([[833, 1667], [833, 1667], 1667]);
    const cart = await cartOf();
    // 2 × 10.00 with 3.33 of VAT in them; 10.00 with 0.48 of reduced-rate VAT in it.
    expect(shownLines(cart)).toEqual([["Mug", 833, 1667], ["Tea", 952, 952], ["Gift card", 1000, 1000]]);
    expect(cart.displayTotals.subtotal).toBe(3619);
    expect(cart.taxNote).toEqual({ display: "excl", label: "excl", estimatedFor: "GB" });
    expect(cart.totals).toEqual({ subtotal: 4000, discount: 0, tax: 381, total: 4000 });
  });

  async function filtered(query: string) {
    const archive = await loadArchive(services, new Request(`${ORIGIN}/shop?${query}`), {}, "Shop");
    return { names: archive.products.map((p) => p.name).sort(), hints: archive.sidebar.facets.priceBounds };
  }

  it("the price filter compares prices as shown with VAT, each class at its rates: at most 11.99 keeps the untaxed 10.00 gift card and the 10.50 tea, not the 12.00 mug", async () => {
    await settle(false, "incl");
    expect((await filtered("max_price=11.99")).names).toEqual(["Gift card", "Tea"]);
    expect((await filtered("max_price=12")).names).toEqual(["Gift card", "Hoodie", "Mug", "Tea"]);
    // The hoodie runs from 12.00 to 24.00 shown: it overlaps "24.00 and up", and nothing is above.
    expect((await filtered("min_price=24")).names).toEqual(["Hoodie"]);
    expect((await filtered("min_price=24.01")).names).toEqual([]);
    expect((await filtered("")).hints).toEqual({ min: 1000, max: 2400 });
  });

  it("the price filter compares prices as shown without VAT: at most 8.33 keeps the mug entered at 10.00 with VAT, at most 8.32 does not", async () => {
    await settle(true, "excl");
    expect((await filtered("max_price=8.33")).names).toEqual(["Hoodie", "Mug"]);
    expect((await filtered("max_price=8.32")).names).toEqual([]);
    expect((await filtered("max_price=9.99")).names).toEqual(["Hoodie", "Mug", "Tea"]);
    expect((await filtered("")).hints).toEqual({ min: 833, max: 1667 });
  });

  it("prices entered with tax, shown with it: everything as entered, the tax noted in the total", async () => {
    await settle(true, "incl");
    const shop = await shopPrices();
    expect(shop.listed).toEqual({ Mug: [1000, 1000], Tea: [1000, 1000], "Gift card": [1000, 1000], Hoodie: [1000, 2000] });
    const cart = await cartOf();
    expect(shownLines(cart)).toEqual([["Mug", 1000, 2000], ["Tea", 1000, 1000], ["Gift card", 1000, 1000]]);
    expect(cart.taxNote).toEqual({ display: "incl", label: null, estimatedFor: "GB" });
  });

  it("the checkout review, shown with tax, adds VAT to the lines, the coupon and the shipping, and its rows add up to the total", async () => {
    await settle(false, "incl");
    const couponed = await applyCouponToCart(handle.db, { cartToken: await newCart(), code: "half" }, NOW);
    if (!couponed.ok) throw new Error(couponed.code);
    const { pricing } = await quoteCheckout(handle.db, couponed.cart, { destination: LONDON, shippingMethod: flatRate, currencyDigits: 2, signUp: DEFAULT_SIGN_UP_SETTINGS }, NOW);
    const { display, totals } = pricing;
    // 2 mugs at 12.00, tea at 10.50, the gift card at 10.00; half off is 22.25 with its VAT; shipping 6.00.
    expect(display).toMatchObject({ prices: "incl", label: "incl", subtotal: 4450, couponDiscounts: { half: 2225 }, estimatedFor: null });
    expect(display.shippingCosts[flatRate]).toEqual({ cost: 600, labelled: true });
    expect(display.subtotal - (display.couponDiscounts["half"] ?? 0) + (display.shippingCosts[flatRate]?.cost ?? 0)).toBe(totals.total);
  });

  it("an order shows itself as the checkout showed it, with tax, even after the shop shows prices without", async () => {
    await settle(false, "incl");
    const result = await placeCheckoutOrder(handle.db, bankTransferOnly, { owner: { cartToken: await newCart() }, customerId: null, fields: checkoutFields({ billing_country: "GB", billing_state: "", billing_postcode: "SW1A 1AA", billing_city: "London", shipping_method: flatRate }), currency: "GBP", returnPath: () => "/" }, NOW);
    if (!result.ok) throw new Error(result.code);
    await settle(false, "excl");
    const order = await getOrderByKey(handle.db, result.orderId, result.orderKey);
    if (order === null) throw new Error("no order");
    expect(order.taxDisplay).toBe("incl");
    expect(order.lines.map((l) => [l.name, l.subtotal, l.subtotalTax])).toEqual([["Mug", 2000, 400], ["Tea", 1000, 50], ["Gift card", 1000, 0]]);
    expect(orderDisplay(order)).toMatchObject({ prices: "incl", label: "incl", lineSubtotals: [2400, 1050, 1000], subtotal: 4450, shipping: 600 });
    expect(order.totals).toEqual({ subtotal: 4000, discount: 0, shipping: 500, tax: 550, total: 5050 });
  });
});
