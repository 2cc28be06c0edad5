import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../server/auth/create-account.ts";
import { startSession } from "../../server/auth/start-session.ts";
import { completeOrderWithSubscriptions } from "../../server/checkout/complete-order-with-subscriptions.ts";
import { attemptKey, shipEverywhereFree } from "../../server/checkout/test-checkout-fixture.ts";
import { chargesOf, DECLINES_AFTER_SAVE_CARD, renewalOrdersOf, saveTestCard, subscribe, SUCCESS_CARD, TEST_TIME_ZONE, type TestCustomer } from "../../server/checkout/test-subscription-fixture.ts";
import type { DatabaseHandle } from "../../server/db/connect.ts";
import { createTestDatabase } from "../../server/db/test-database.ts";
import { getOrderForMerchant } from "../../server/orders/get-order.ts";
import { createPaymentGateways, type PaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import { activateSubscriptionsOfOrder } from "../../server/subscriptions/activate-subscriptions-of-order.ts";
import { moveSubscriptionStatus } from "../../server/subscriptions/move-subscription-status.ts";
import { getSubscriptionForMerchant, getSubscriptionNotes } from "../../server/subscriptions/get-subscription.ts";
import { renewSubscription } from "../../server/subscriptions/renew-subscription.ts";
import { renewalPaymentsThroughGateways } from "../../server/subscriptions/renewal-payments.ts";
import OrderPay, { action as payAction, loader as payLoader } from "./checkout.order-pay.tsx";
import { outcome, routeArgs, routeContext, statusOf } from "./route-test-harness.ts";

// Paying a subscription's renewal order through checkout (issue 10) by the pay-for-order route's
// loader and action: the page says why the customer is there (spec §8: an error toast for a failed
// renewal, an info one for a renewal paid by hand), and paying it reactivates the subscription and
// moves its next payment on once, however many times the form or the payment's confirmation arrive.

const ORIGIN = "http://shop.test";
const CSRF = "test-csrf-token";
const NOW = new Date("2026-06-01T12:00:00.000Z");
const DUE = new Date("2026-07-01T12:00:00.000Z");
const FAILED_WORDS = "The renewal payment failed. Complete checkout to renew your subscription.";
const MANUAL_WORDS = "Complete checkout to renew your subscription.";

describe("paying a renewal order through checkout", () => {
  let handle: DatabaseHandle;
  let gateways: PaymentGateways;
  let context: RouterContextProvider;
  let customerSeq = 0;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW });
    context = routeContext(handle.db, gateways, { product: "/assets/product.js", cart: "/assets/cart.js", account: "/assets/account.js", accountPages: "/assets/account-pages.js", checkout: "/assets/checkout.js", quickView: "/assets/quick-view.js", productTable: "/assets/product-table.js", theme: "/assets/theme.js", blocks: "/assets/blocks.js", captcha: "/assets/captcha.js", captchaWidget: "/assets/captcha-widget.js", builder: "/assets/builder.js" });
  });
  afterAll(() => handle.close());

  const signedInCustomer = async (): Promise<TestCustomer & { cookie: string }> => {
    customerSeq += 1;
    const email = `renewal-payer-${customerSeq}@example.com`;
    const created = await createAccount(handle.db, { email, password: "secret-1", firstName: "", lastName: "", role: "customer" }, NOW);
    if (!created.ok) throw new Error(created.code);
    const session = await startSession(handle.db, { customerId: created.customer.id, role: created.customer.role, remember: false, previousToken: null }, new Date());
    return { id: created.customer.id, email, cookie: `shopwright_session=${session.token}; csrf_token=${CSRF}` };
  };
  /** A subscription renewed by the job at its due date with a card that declines: on hold, its renewal order failed. */
  const failedRenewal = async () => {
    const customer = await signedInCustomer();
    const good = await saveTestCard(handle.db, gateways, customer, SUCCESS_CARD, NOW);
    const declining = await saveTestCard(handle.db, gateways, customer, DECLINES_AFTER_SAVE_CARD, NOW);
    const { subscriptionId } = await subscribe(handle.db, gateways, { customer, price: 1800, payment: { kind: "saved_card", savedMethodId: good }, renewalCard: declining }, NOW);
    expect(await renewSubscription(handle.db, renewalPaymentsThroughGateways(gateways), subscriptionId, DUE, { timeZone: TEST_TIME_ZONE })).toMatchObject({ kind: "failed" });
    return { customer, good, subscriptionId, order: await renewalOrderOf(subscriptionId) };
  };
  const renewalOrderOf = async (subscriptionId: number) => {
    const [renewal] = await renewalOrdersOf(handle.db, subscriptionId);
    const order = await getOrderForMerchant(handle.db, renewal?.id ?? 0);
    if (order === null) throw new Error(`subscription ${subscriptionId} has no renewal order`);
    return order;
  };
  const subscription = async (id: number) => {
    const found = await getSubscriptionForMerchant(handle.db, id);
    if (found === null) throw new Error(`no subscription ${id}`);
    return found;
  };

  const payPath = (order: { id: number; key: string }) => `/checkout/order-pay/${order.id}/?pay_for_order=true&key=${order.key}`;
  const args = <A>(request: Request, orderId: number): A => routeArgs<A>(context, request, { orderId: String(orderId) });
  const openPage = async (order: { id: number; key: string }, cookie: string) =>
    ((await payLoader(args(new Request(`${ORIGIN}${payPath(order)}`, { headers: { cookie } }), order.id))) as { data: { renewal: string | null } }).data;
  const rendered = (loaderData: unknown, actionData?: unknown) => renderToString(createElement(OrderPay as ComponentType<never>, { loaderData, actionData } as never));
  const postPay = (order: { id: number; key: string }, cookie: string, fields: Record<string, string>) =>
    outcome(() => payAction(args(new Request(`${ORIGIN}${payPath(order)}`, { method: "POST", headers: { cookie }, body: new URLSearchParams({ csrf_token: CSRF, ...fields }) }), order.id)));
  const payWithSavedCard = (savedMethodId: number, attempt: string) => ({ payment_method: "card_test", saved_payment_method: String(savedMethodId), terms: "1", checkout_attempt: attempt });

  it("says on a failed renewal order's pay page, as an error toast, that the renewal payment failed and checkout renews it", async () => {
    const { customer, order } = await failedRenewal();
    expect(order.status).toBe("failed");
    const page = await openPage(order, customer.cookie);
    expect(page.renewal).toBe("failed");
    const html = rendered(page);
    expect(html).toContain(`data-page-toast="error"`);
    expect(html).toContain(FAILED_WORDS);
  });

  it("says on a manual renewal order's pay page, as an info toast, to complete checkout to renew", async () => {
    const customer = await signedInCustomer();
    const { subscriptionId, orderId: parentId } = await subscribe(handle.db, gateways, { customer, price: 1900, payment: { kind: "bank_transfer" } }, NOW);
    await completeOrderWithSubscriptions(handle.db, parentId, { timeZone: TEST_TIME_ZONE }, NOW);
    expect(await renewSubscription(handle.db, renewalPaymentsThroughGateways(gateways), subscriptionId, DUE, { timeZone: TEST_TIME_ZONE })).toMatchObject({ kind: "manual" });
    const order = await renewalOrderOf(subscriptionId);
    const page = await openPage(order, customer.cookie);
    expect(page.renewal).toBe("manual");
    const html = rendered(page);
    expect(html).toContain(`data-page-toast="info"`);
    expect(html).toContain(MANUAL_WORDS);
    expect(html).not.toContain("The renewal payment failed.");
  });

  it("says nothing of renewals on the pay page of an order that is no subscription's renewal (a parent order)", async () => {
    const customer = await signedInCustomer();
    const { orderId } = await subscribe(handle.db, gateways, { customer, price: 2000, payment: { kind: "bank_transfer" } }, NOW);
    const parent = await getOrderForMerchant(handle.db, orderId);
    if (parent === null) throw new Error("no parent order");
    const page = await openPage(parent, customer.cookie);
    expect(page.renewal).toBeNull();
    expect(rendered(page)).not.toContain("data-page-toast");
  });

  it("paying the failed renewal order reactivates the subscription and moves its next payment on past today, once, though the form is sent three times at once", async () => {
    const { customer, good, subscriptionId, order } = await failedRenewal();
    expect((await subscription(subscriptionId)).status).toBe("on-hold");
    const before = new Date();
    const attempt = attemptKey();
    const answers = await Promise.all([1, 2, 3].map(() => postPay(order, customer.cookie, payWithSavedCard(good, attempt))));
    for (const answer of answers) {
      expect(statusOf(answer)).toBe(303);
      expect((answer as Response).headers.get("Location")).toContain(`/checkout/order-received/${order.id}/`);
    }
    expect((await chargesOf(handle.db, order.id)).map((c) => c.status)).toEqual(["failed", "succeeded"]);
    expect((await getOrderForMerchant(handle.db, order.id))?.status).toBe("processing");
    // The route pays as of the real time, long after DUE: the periods missed on hold are skipped
    // (decision 025), so the next payment is the first 1st-of-the-month at noon after today.
    const { status, dates } = await subscription(subscriptionId);
    expect(status).toBe("active");
    const next = new Date(dates.nextPayment ?? "");
    expect(next.getTime()).toBeGreaterThan(before.getTime());
    expect(next.getTime() - before.getTime()).toBeLessThanOrEqual(31 * 24 * 60 * 60 * 1000);
    expect(next.toISOString()).toMatch(/^\d{4}-\d{2}-01T12:00:00\.000Z$/);
    const notes = await getSubscriptionNotes(handle.db, subscriptionId);
    expect(notes.filter((n) => n.code === "renewal_payment_received")).toHaveLength(1);

    // Paid, the page no longer offers to pay it, and says nothing of a renewal to pay.
    const page = await openPage(order, customer.cookie);
    expect(page.renewal).toBeNull();
    expect(rendered(page)).not.toContain(FAILED_WORDS);
  });

  it("applies a paid renewal order's payment once when its confirmation arrives again, and a second pay form is refused without a charge", async () => {
    const { customer, good, subscriptionId, order } = await failedRenewal();
    expect(statusOf(await postPay(order, customer.cookie, payWithSavedCard(good, attemptKey())))).toBe(303);
    const after = await subscription(subscriptionId);
    // The payment's confirmation recorded again (a webhook after the return from the processor).
    await handle.db.transaction().execute((trx) => activateSubscriptionsOfOrder(trx, { orderId: order.id, timeZone: TEST_TIME_ZONE }, new Date(DUE.getTime() + 60_000)));
    const refused = await postPay(order, customer.cookie, payWithSavedCard(good, attemptKey()));
    expect(statusOf(refused)).toBe(422);
    expect(await subscription(subscriptionId)).toEqual(after);
    expect((await chargesOf(handle.db, order.id)).map((c) => c.status)).toEqual(["failed", "succeeded"]);
    expect((await getSubscriptionNotes(handle.db, subscriptionId)).filter((n) => n.code === "renewal_payment_received")).toHaveLength(1);
  });

  it("refuses to pay a failed renewal order once its subscription is cancelled: the page says the subscription needs no payment, and the form charges nothing", async () => {
    const { customer, good, subscriptionId, order } = await failedRenewal();
    await handle.db.transaction().execute((trx) => moveSubscriptionStatus(trx, subscriptionId, { to: "cancelled" }, DUE));
    const page = (await openPage(order, customer.cookie)) as { renewal: string | null; payable?: boolean; renewalNotNeeded?: boolean };
    expect(page).toMatchObject({ payable: false, renewalNotNeeded: true });
    expect(rendered(page)).toContain("This order can no longer be paid because the corresponding subscription does not require payment at this time.");
    const refused = await postPay(order, customer.cookie, payWithSavedCard(good, attemptKey()));
    expect(statusOf(refused)).toBe(422);
    expect((refused as { data: { refusal: { code: string } } }).data.refusal.code).toBe("renewal_not_needed");
    expect((await chargesOf(handle.db, order.id)).map((c) => c.status)).toEqual(["failed"]);
    expect((await getOrderForMerchant(handle.db, order.id))?.status).toBe("failed");
    expect((await subscription(subscriptionId)).status).toBe("cancelled");
  });

  it("answers 404 and charges nothing when the pay form names the renewal order with a wrong key", async () => {
    const { customer, good, order } = await failedRenewal();
    expect(statusOf(await postPay({ id: order.id, key: "wc_order_wrong" }, customer.cookie, payWithSavedCard(good, attemptKey())))).toBe(404);
    expect((await chargesOf(handle.db, order.id)).map((c) => c.status)).toEqual(["failed"]);
    expect((await getOrderForMerchant(handle.db, order.id))?.status).toBe("failed");
  });
});
