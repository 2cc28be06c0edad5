import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addItemToCart } from "../cart/add-item-to-cart.ts";
import { getCart } from "../cart/get-cart.ts";
import { removeCartItem } from "../cart/remove-cart-item.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { answerTestChallenge } from "../payments/card-test/answer-test-challenge.ts";
import { tokeniseTestCard } from "../payments/card-test/tokenise-test-card.ts";
import { createPaymentGateways, type PaymentGateways } from "../payments/create-payment-gateways.ts";
import { getCustomerSubscription } from "../subscriptions/get-subscription.ts";
import { listCustomerSubscriptions } from "../subscriptions/list-customer-subscriptions.ts";
import type { Subscription } from "../subscriptions/subscriptions.ts";
import { importTaxRates } from "../tax/import-tax-rates.ts";
import { saveTaxSettings } from "../tax/save-tax-settings.ts";
import type { CheckoutResult, QuotedRecurringCart } from "./checkout.ts";
import type { CheckoutPayments } from "./checkout-payments.ts";
import { completeOrderWithSubscriptions } from "./complete-order-with-subscriptions.ts";
import { confirmReturnedPayment } from "./confirm-returned-payment.ts";
import { payForOrder } from "./pay-for-order.ts";
import { payThroughGateways } from "./pay-through-gateways.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";
import { quoteCheckout } from "./quote-checkout.ts";
import { attemptKey, bankTransferOnly, checkoutFields, shipEverywhereFree } from "./test-checkout-fixture.ts";
import { AUTHENTICATION_CARD, SUCCESS_CARD, TEST_TIME_ZONE } from "./test-subscription-fixture.ts";

// A real checkout of a subscription cart, through to the subscription record (decisions 026, 028):
// the order's transaction makes the subscription from the recurring cart the checkout priced, and
// the payment's transaction activates it (a card), or puts it on hold (a bank transfer) until the
// merchant completes the order. Tax is on (10%), so the recurring lines carry their subtotal tax.

const NOW = new Date("2026-06-01T12:00:00.000Z");
const SIGN_UP = { timeZone: TEST_TIME_ZONE, prorateFirstPeriod: false };
const DECLINED_CARD = "4000 0000 0000 0002";
const RATES = "Country code,State code,Postcode / ZIP,City,Rate %,Tax name,Priority,Compound,Shipping,Tax class\nUS,,,,10,US Tax,1,0,1,\n";
// checkoutFields' billing address, as the quote is given it.
const SPRINGFIELD = { country: "US", state: "IL", postcode: "62701", city: "Springfield" };
const returnPath = (orderId: number, orderKey: string) => `/checkout/order-received/${orderId}/?key=${orderKey}`;

describe("checkout of a subscription, recorded", () => {
  let handle: TestDatabaseHandle;
  let gateways: PaymentGateways;
  let card: CheckoutPayments;
  let coffee = 0;
  let mug = 0;
  let customerSeq = 700;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    expect(await importTaxRates(handle.db, RATES, { replace: true })).toMatchObject({ ok: true });
    expect(await saveTaxSettings(handle.db, { enabled: true, base: { country: "US", state: "IL", postcode: "", city: "" } })).toEqual({ ok: true });
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW });
    card = payThroughGateways(handle.db, gateways);
    // $20.00 a month after a $5.00 sign-up fee: today $25.00, each renewal $20.00 (plus 10% tax).
    coffee = await insertProduct(handle.db, { type: "subscription", name: "Coffee Box", regular_price: 2000, subscription_period: "month", subscription_interval: 1, subscription_sign_up_fee: 500 });
    mug = await insertProduct(handle.db, { name: "Mug", regular_price: 1000 });
  });
  afterAll(() => handle.close());

  const newCustomer = () => {
    customerSeq += 1;
    return { id: customerSeq, email: `subscriber${customerSeq}@example.test` };
  };
  async function cartOf(productId: number): Promise<string> {
    const added = await addItemToCart(handle.db, { cartToken: null, productId, quantity: 1 }, NOW, SIGN_UP);
    if (!added.ok || added.cartToken === null) throw new Error(added.ok ? "no cart token" : added.code);
    return added.cartToken;
  }
  async function recurringOf(cartToken: string): Promise<QuotedRecurringCart[]> {
    const cart = await getCart(handle.db, { cartToken }, NOW, SIGN_UP);
    if (cart === null) throw new Error("no cart");
    return (await quoteCheckout(handle.db, cart, { destination: SPRINGFIELD, billing: SPRINGFIELD, shippingMethod: "", currencyDigits: 2, signUp: SIGN_UP }, NOW)).recurring;
  }
  async function cardFields(email: string, number: string): Promise<Record<string, string>> {
    const token = await tokeniseTestCard(handle.db, { number, expiry: "12 / 34", cvc: "123" }, NOW);
    if (!token.ok) throw new Error(`tokenising ${number} failed`);
    return checkoutFields({ billing_email: email, payment_method: "card_test", payment_token: token.token });
  }
  const place = (payments: CheckoutPayments, cartToken: string, customerId: number, fields: Record<string, string>): Promise<CheckoutResult> =>
    placeCheckoutOrder(handle.db, payments, { owner: { cartToken }, customerId, fields, currency: "USD", returnPath, signUp: SIGN_UP }, NOW);
  async function onlySubscriptionOf(customerId: number): Promise<Subscription> {
    const [summary, ...more] = await listCustomerSubscriptions(handle.db, customerId);
    expect(more).toEqual([]);
    const subscription = summary === undefined ? null : await getCustomerSubscription(handle.db, summary.id, customerId);
    if (subscription === null) throw new Error(`customer ${customerId} has no subscription`);
    return subscription;
  }
  const savedCardsOf = (customerId: number) => handle.db.selectFrom("payment_methods").select("id").where("customer_id", "=", customerId).execute();

  it("paid by the success card: one active subscription holding the recurring cart's lines, totals and next payment, linked to its parent order, renewing with the card the payment saved", async () => {
    const customer = newCustomer();
    const cartToken = await cartOf(coffee);
    const [recurring, ...otherCarts] = await recurringOf(cartToken);
    expect(otherCarts).toEqual([]);
    const placed = await place(card, cartToken, customer.id, await cardFields(customer.email, SUCCESS_CARD));
    if (!placed.ok) throw new Error(placed.code);
    expect(placed.status).toBe("processing");
    const order = await handle.db.selectFrom("orders").select(["total", "tax_total"]).where("id", "=", placed.orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ total: 2750, tax_total: 250 });

    const subscription = await onlySubscriptionOf(customer.id);
    const [savedCard] = await savedCardsOf(customer.id);
    expect(subscription).toMatchObject({
      status: "active",
      parentOrderId: placed.orderId,
      relatedOrders: [{ orderId: placed.orderId, relation: "parent" }],
      plan: { period: "month", interval: 1, length: 0, trialLength: 0 },
      lines: recurring?.lines,
      totals: { subtotal: 2000, discount: 0, shipping: 0, tax: 200, total: 2200 },
      paymentMethod: "card_test",
      savedMethodId: savedCard?.id,
      manualRenewal: false,
      dates: { start: NOW.toISOString(), nextPayment: "2026-07-01T12:00:00.000Z", lastPayment: NOW.toISOString(), end: null },
    });
    expect(subscription.totals).toEqual(recurring?.totals);
    expect(subscription.lines).toMatchObject([{ productId: coffee, quantity: 1, subtotal: 2000, subtotalTax: 200, total: 2000, tax: 200 }]);
  });

  it("paid by bank transfer: the subscription waits on hold, renewing by hand, until the merchant completes the order", async () => {
    const customer = newCustomer();
    const placed = await place(bankTransferOnly, await cartOf(coffee), customer.id, checkoutFields({ billing_email: customer.email }));
    if (!placed.ok) throw new Error(placed.code);
    expect(placed.status).toBe("on-hold");
    expect(await onlySubscriptionOf(customer.id)).toMatchObject({ status: "on-hold", paymentMethod: "bacs", savedMethodId: null, manualRenewal: true, parentOrderId: placed.orderId });
    expect(await completeOrderWithSubscriptions(handle.db, placed.orderId, { timeZone: TEST_TIME_ZONE }, NOW)).toMatchObject({ ok: true });
    expect(await onlySubscriptionOf(customer.id)).toMatchObject({ status: "active", manualRenewal: true });
  });

  it("placed again with the same submission after it was paid (a double click), answers as the first time and makes no second subscription", async () => {
    const customer = newCustomer();
    const cartToken = await cartOf(coffee);
    const fields = await cardFields(customer.email, SUCCESS_CARD);
    const first = await place(card, cartToken, customer.id, fields);
    const again = await place(card, cartToken, customer.id, fields);
    expect(first).toMatchObject({ ok: true, status: "processing" });
    expect(again).toMatchObject({ ok: true, status: "processing", orderId: first.ok ? first.orderId : -1 });
    expect(await listCustomerSubscriptions(handle.db, customer.id)).toMatchObject([{ status: "active" }]);
  });

  it("after a declined card leaves it pending, drops the subscription when the order is placed again from a cart without it", async () => {
    const customer = newCustomer();
    const cartToken = await cartOf(coffee);
    expect(await place(card, cartToken, customer.id, await cardFields(customer.email, DECLINED_CARD))).toMatchObject({ ok: false, code: "payment_failed" });
    expect(await onlySubscriptionOf(customer.id)).toMatchObject({ status: "pending" });

    const cart = await getCart(handle.db, { cartToken }, NOW, SIGN_UP);
    const removed = await removeCartItem(handle.db, { cartToken, key: cart?.lines[0]?.key ?? "" }, NOW, SIGN_UP);
    expect(removed.ok).toBe(true);
    expect((await addItemToCart(handle.db, { cartToken, productId: mug, quantity: 1 }, NOW, SIGN_UP)).ok).toBe(true);
    const retried = await place(card, cartToken, customer.id, await cardFields(customer.email, SUCCESS_CARD));
    expect(retried).toMatchObject({ ok: true, status: "processing" });
    expect(await listCustomerSubscriptions(handle.db, customer.id)).toEqual([]);
  });

  it("declined at checkout, then paid on the order-pay page with a new card: the pending subscription becomes active, renewing with that card", async () => {
    const customer = newCustomer();
    const declined = await place(card, await cartOf(coffee), customer.id, await cardFields(customer.email, DECLINED_CARD));
    expect(declined).toMatchObject({ ok: false, code: "payment_failed" });
    const order = await handle.db.selectFrom("orders").select(["id", "order_key"]).where("email", "=", customer.email).executeTakeFirstOrThrow();
    const token = await tokeniseTestCard(handle.db, { number: SUCCESS_CARD, expiry: "12 / 34", cvc: "123" }, NOW);
    if (!token.ok) throw new Error("tokenising failed");
    // No save_payment_method: a subscription's card is kept for its renewals all the same.
    const fields = { payment_method: "card_test", payment_token: token.token, terms: "1", checkout_attempt: attemptKey() };
    const paid = await payForOrder(handle.db, card, { orderId: order.id, orderKey: order.order_key, customerId: customer.id, fields, returnPath, timeZone: TEST_TIME_ZONE }, NOW);
    expect(paid).toMatchObject({ ok: true, status: "processing" });
    const [savedCard] = await savedCardsOf(customer.id);
    expect(savedCard).toBeDefined();
    expect(await onlySubscriptionOf(customer.id)).toMatchObject({ status: "active", savedMethodId: savedCard?.id, manualRenewal: false, parentOrderId: order.id });
  });

  it("paid after a 3-D Secure challenge: pending while it waits, active with the new card once the shopper comes back", async () => {
    const customer = newCustomer();
    const placed = await place(card, await cartOf(coffee), customer.id, await cardFields(customer.email, AUTHENTICATION_CARD));
    if (!placed.ok || placed.next.kind !== "authenticate") throw new Error(`expected a challenge, got ${JSON.stringify(placed)}`);
    expect(await onlySubscriptionOf(customer.id)).toMatchObject({ status: "pending", savedMethodId: null });
    await answerTestChallenge(handle.db, placed.next.url.split("/").at(-1) ?? "", "complete", NOW);
    expect(await confirmReturnedPayment(handle.db, gateways, { orderId: placed.orderId, orderKey: placed.orderKey }, { timeZone: TEST_TIME_ZONE }, NOW)).toMatchObject({ status: "processing" });
    const [savedCard] = await savedCardsOf(customer.id);
    expect(await onlySubscriptionOf(customer.id)).toMatchObject({ status: "active", savedMethodId: savedCard?.id, manualRenewal: false });
  });
});
