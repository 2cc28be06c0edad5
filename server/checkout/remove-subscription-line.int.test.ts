import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addItemToCart } from "../cart/add-item-to-cart.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { tokeniseTestCard } from "../payments/card-test/tokenise-test-card.ts";
import { createPaymentGateways } from "../payments/create-payment-gateways.ts";
import { saveShippingMethod } from "../shipping/save-shipping-method.ts";
import { saveShippingZone } from "../shipping/save-shipping-zone.ts";
import { cancelSubscription } from "../subscriptions/cancel-subscription.ts";
import { getCustomerSubscription, getSubscriptionNotes } from "../subscriptions/get-subscription.ts";
import { listCustomerSubscriptions } from "../subscriptions/list-customer-subscriptions.ts";
import { removeSubscriptionLine } from "../subscriptions/remove-subscription-line.ts";
import type { Subscription } from "../subscriptions/subscriptions.ts";
import { importTaxRates } from "../tax/import-tax-rates.ts";
import { saveTaxSettings } from "../tax/save-tax-settings.ts";
import type { CheckoutPayments } from "./checkout-payments.ts";
import { payThroughGateways } from "./pay-through-gateways.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";
import { priceSubscriptionLines } from "./price-subscription-lines.ts";
import { checkoutFields } from "./test-checkout-fixture.ts";
import { SUCCESS_CARD, TEST_TIME_ZONE } from "./test-subscription-fixture.ts";

// "Remove" a line from a subscription of two (issue 10), bought through the real checkout with a
// shipping cost per item and 10% tax on items and shipping: the lines left are priced again by
// the checkout's recurring-cart calculators (shipping re-rated for them, tax recomputed), so each
// renewal charges the new total. The last line cannot go, and a refused removal changes nothing.

const NOW = new Date("2026-06-01T12:00:00.000Z");
const SIGN_UP = { timeZone: TEST_TIME_ZONE, prorateFirstPeriod: false };
const RATES = "Country code,State code,Postcode / ZIP,City,Rate %,Tax name,Priority,Compound,Shipping,Tax class\nUS,,,,10,US Tax,1,0,1,\n";

describe("removing a line from a subscription", () => {
  let handle: TestDatabaseHandle;
  let card: CheckoutPayments;
  let flatRate = "";
  let coffee = 0;
  let tea = 0;
  let customerSeq = 800;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const zone = await saveShippingZone(handle.db, null, { name: "United States", order: 1, locations: [{ type: "country", code: "US" }] });
    if (!zone.ok) throw new Error(zone.code);
    // $5.00 an order plus $1.00 an item: re-rating after a removal changes it.
    const method = await saveShippingMethod(handle.db, zone.zone.id, null, { type: "flat_rate", title: "Flat rate", order: 1, settings: { cost: "5.00 + 1.00 * [qty]" } });
    if (!method.ok) throw new Error(method.code);
    flatRate = `flat_rate:${method.method.id}`;
    expect(await importTaxRates(handle.db, RATES, { replace: true })).toMatchObject({ ok: true });
    expect(await saveTaxSettings(handle.db, { enabled: true, base: { country: "US", state: "IL", postcode: "", city: "" } })).toEqual({ ok: true });
    card = payThroughGateways(handle.db, createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW }));
    coffee = await insertProduct(handle.db, { type: "subscription", name: "Coffee Box", regular_price: 2000, subscription_period: "month", subscription_interval: 1 });
    tea = await insertProduct(handle.db, { type: "subscription", name: "Tea Box", regular_price: 1000, subscription_period: "month", subscription_interval: 1 });
  });
  afterAll(() => handle.close());

  /** A customer's subscription of a Coffee Box and a Tea Box, one month each, paid by card. */
  async function twoLineSubscription(): Promise<{ subscription: Subscription; customerId: number }> {
    customerSeq += 1;
    const customerId = customerSeq;
    let cartToken: string | null = null;
    for (const productId of [coffee, tea]) {
      const added = await addItemToCart(handle.db, { cartToken, productId, quantity: 1 }, NOW, SIGN_UP);
      if (!added.ok) throw new Error(added.code);
      cartToken = added.cartToken;
    }
    if (cartToken === null) throw new Error("no cart");
    const token = await tokeniseTestCard(handle.db, { number: SUCCESS_CARD, expiry: "12 / 34", cvc: "123" }, NOW);
    if (!token.ok) throw new Error("tokenising failed");
    const fields = checkoutFields({ billing_email: `remover${customerId}@example.test`, payment_method: "card_test", payment_token: token.token, shipping_method: flatRate });
    const placed = await placeCheckoutOrder(handle.db, card, { owner: { cartToken }, customerId, fields, currency: "USD", returnPath: () => "/", signUp: SIGN_UP }, NOW);
    if (!placed.ok) throw new Error(placed.code);
    const [summary] = await listCustomerSubscriptions(handle.db, customerId);
    const subscription = summary === undefined ? null : await getCustomerSubscription(handle.db, summary.id, customerId);
    if (subscription === null) throw new Error("no subscription");
    return { subscription, customerId };
  }
  const reread = async (id: number, customerId: number) => (await getCustomerSubscription(handle.db, id, customerId)) as Subscription;

  it("removes the line and prices the line left as the checkout would: shipping re-rated, tax recomputed, a note for the customer", async () => {
    const { subscription, customerId } = await twoLineSubscription();
    // $30.00 of items, $7.00 shipping, 10% tax on both.
    expect(subscription.totals).toEqual({ subtotal: 3000, discount: 0, shipping: 700, tax: 370, total: 4070 });
    const actor = { kind: "customer" as const, customerId };
    const result = await removeSubscriptionLine(handle.db, priceSubscriptionLines, { subscriptionId: subscription.id, actor, lineIndex: 1, lineRef: `${tea}:`, seenStatus: "active" }, NOW);
    expect(result).toEqual({ ok: true, removed: "Tea Box" });
    const after = await reread(subscription.id, customerId);
    expect(after.lines).toMatchObject([{ productId: coffee, quantity: 1, subtotal: 2000, total: 2000, tax: 200 }]);
    expect(after.shippingLines).toMatchObject([{ methodId: flatRate, cost: 600, tax: 60 }]);
    expect(after.taxLines).toMatchObject([{ label: "US Tax", amount: 260 }]);
    expect(after.totals).toEqual({ subtotal: 2000, discount: 0, shipping: 600, tax: 260, total: 2860 });
    expect((await getSubscriptionNotes(handle.db, subscription.id)).at(-1)).toMatchObject({ code: "subscription_line_removed", params: { name: "Tea Box" }, forCustomer: true });
  });

  it("refuses to remove the last line, a line the page showed that is gone (a second click), or from another customer's subscription, changing nothing", async () => {
    const { subscription, customerId } = await twoLineSubscription();
    const actor = { kind: "customer" as const, customerId };
    await removeSubscriptionLine(handle.db, priceSubscriptionLines, { subscriptionId: subscription.id, actor, lineIndex: 1, lineRef: `${tea}:` }, NOW);
    const left = await reread(subscription.id, customerId);
    expect(await removeSubscriptionLine(handle.db, priceSubscriptionLines, { subscriptionId: subscription.id, actor, lineIndex: 1, lineRef: `${tea}:` }, NOW)).toEqual({ ok: false, code: "subscription_line_not_found", status: "active" });
    expect(await removeSubscriptionLine(handle.db, priceSubscriptionLines, { subscriptionId: subscription.id, actor, lineIndex: 0, lineRef: `${coffee}:` }, NOW)).toEqual({ ok: false, code: "subscription_last_line", status: "active" });
    expect(await removeSubscriptionLine(handle.db, priceSubscriptionLines, { subscriptionId: subscription.id, actor: { kind: "customer", customerId: 999_999 }, lineIndex: 0, lineRef: `${coffee}:` }, NOW)).toEqual({ ok: false, code: "subscription_not_found" });
    expect(await reread(subscription.id, customerId)).toEqual(left);
  });

  it("refuses to remove a line from a cancelled subscription", async () => {
    const { subscription, customerId } = await twoLineSubscription();
    const actor = { kind: "customer" as const, customerId };
    await cancelSubscription(handle.db, { subscriptionId: subscription.id, actor }, NOW);
    const pending = await reread(subscription.id, customerId);
    expect(await removeSubscriptionLine(handle.db, priceSubscriptionLines, { subscriptionId: subscription.id, actor, lineIndex: 1, lineRef: `${tea}:` }, NOW)).toEqual({ ok: false, code: "subscription_action_not_allowed", status: "pending-cancel" });
    expect(await reread(subscription.id, customerId)).toEqual(pending);
  });
});
