import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../server/auth/create-account.ts";
import { startSession } from "../../server/auth/start-session.ts";
import { completeOrderWithSubscriptions } from "../../server/checkout/complete-order-with-subscriptions.ts";
import { attemptKey, shipEverywhereFree } from "../../server/checkout/test-checkout-fixture.ts";
import { chargesOf, MONTHLY, renewalOrdersOf, saveTestCard, subscribe, SUCCESS_CARD, TEST_TIME_ZONE, type TestCustomer } from "../../server/checkout/test-subscription-fixture.ts";
import type { DatabaseHandle } from "../../server/db/connect.ts";
import { createTestDatabase } from "../../server/db/test-database.ts";
import { cancelOrder } from "../../server/orders/cancel-order.ts";
import { getOrderForMerchant } from "../../server/orders/get-order.ts";
import { createPaymentGateways, type PaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import { getSubscriptionForMerchant } from "../../server/subscriptions/get-subscription.ts";
import { renewDueSubscriptions } from "../../server/subscriptions/renew-due-subscriptions.ts";
import { renewSubscription } from "../../server/subscriptions/renew-subscription.ts";
import { renewalPaymentsThroughGateways } from "../../server/subscriptions/renewal-payments.ts";
import OrderPay, { action as payAction, loader as payLoader } from "./checkout.order-pay.tsx";
import RenewEarly, { action as renewEarlyAction, loader as renewEarlyLoader } from "./my-account.subscription-renewal-early.tsx";
import ViewSubscription, { loader as viewLoader } from "./my-account.view-subscription.tsx";
import { outcome, routeArgs, routeContext, statusOf } from "./route-test-harness.ts";

// "Renew now" through checkout for a subscription renewed by hand (issue 10), by the route
// modules' loaders and actions: the view page offers it only to an active manual subscription out
// of its trial; the form makes the period's renewal order once however often it is sent, and sends
// the customer to pay it, where the page says "Complete checkout to renew now."; paying it moves the
// next payment one period on, once. The routes take the real time, so the subscriptions start now.

const ORIGIN = "http://shop.test";
const CSRF = "test-csrf-token";
const NOW = new Date();
const RENEW_NOW_WORDS = "Complete checkout to renew now.";
const NOT_ALLOWED_WORDS = "You can not renew this subscription early. Please contact us if you need assistance.";

describe("renewing a manual subscription early through checkout", () => {
  let handle: DatabaseHandle;
  let gateways: PaymentGateways;
  let context: RouterContextProvider;
  let customerSeq = 0;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null });
    context = routeContext(handle.db, gateways, { product: "/assets/product.js", cart: "/assets/cart.js", account: "/assets/account.js", accountPages: "/assets/account-pages.js", checkout: "/assets/checkout.js", quickView: "/assets/quick-view.js", productTable: "/assets/product-table.js", theme: "/assets/theme.js", blocks: "/assets/blocks.js", captcha: "/assets/captcha.js", captchaWidget: "/assets/captcha-widget.js", builder: "/assets/builder.js" });
  });
  afterAll(() => handle.close());

  const signedInCustomer = async (): Promise<TestCustomer & { cookie: string }> => {
    customerSeq += 1;
    const email = `early-renewer-${customerSeq}@example.com`;
    const created = await createAccount(handle.db, { email, password: "secret-1", firstName: "", lastName: "", role: "customer" }, NOW);
    if (!created.ok) throw new Error(created.code);
    const session = await startSession(handle.db, { customerId: created.customer.id, role: created.customer.role, remember: false, previousToken: null }, new Date());
    return { id: created.customer.id, email, cookie: `shopwright_session=${session.token}; csrf_token=${CSRF}` };
  };
  /** An active subscription paid by bank transfer: renewed by hand. */
  const manualSubscription = async (plan = MONTHLY) => {
    const customer = await signedInCustomer();
    const { subscriptionId, orderId } = await subscribe(handle.db, gateways, { customer, price: 1500, payment: { kind: "bank_transfer" }, plan }, NOW);
    await completeOrderWithSubscriptions(handle.db, orderId, { timeZone: TEST_TIME_ZONE }, NOW);
    return { customer, subscriptionId };
  };
  const subscription = async (id: number) => {
    const found = await getSubscriptionForMerchant(handle.db, id);
    if (found === null) throw new Error(`no subscription ${id}`);
    return found;
  };

  const request = (path: string, cookie: string, method = "GET") =>
    new Request(`${ORIGIN}${path}`, method === "GET" ? { headers: { cookie } } : { method, headers: { cookie }, body: new URLSearchParams({ csrf_token: CSRF }) });
  const args = <A>(request: Request, params: Record<string, string> = {}): A => routeArgs<A>(context, request, params);
  const html = (component: ComponentType<never>, props: unknown) => renderToString(createElement(component, props as never));
  const text = (component: ComponentType<never>, props: unknown) =>
    html(component, props)
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
  const viewPage = async (subscriptionId: number, cookie: string) =>
    ((await viewLoader(args(request(`/my-account/view-subscription/${subscriptionId}`, cookie), { subscriptionId: String(subscriptionId) }))) as { data: { renewEarlyThroughCheckout: boolean } }).data;
  const renewNow = (subscriptionId: number | string, cookie: string) =>
    outcome(() => renewEarlyAction(args(request(`/my-account/subscription-renewal-early/${subscriptionId}`, cookie, "POST"), { subscriptionId: String(subscriptionId) })));
  const payPathOf = (answer: unknown) => (answer as Response).headers.get("Location") ?? "";
  const orderOfPayPath = (path: string) => ({ id: Number(/order-pay\/(\d+)\//.exec(path)?.[1]), key: new URL(path, ORIGIN).searchParams.get("key") ?? "" });

  it("offers Renew now on the view page of an active manual subscription, not on one charged automatically nor one in its free trial", async () => {
    const manual = await manualSubscription();
    const page = await viewPage(manual.subscriptionId, manual.customer.cookie);
    expect(page.renewEarlyThroughCheckout).toBe(true);
    expect(html(ViewSubscription as ComponentType<never>, { loaderData: page })).toContain(`action="/my-account/subscription-renewal-early/${manual.subscriptionId}"`);

    const automatic = await signedInCustomer();
    const card = await saveTestCard(handle.db, gateways, automatic, SUCCESS_CARD, NOW);
    const { subscriptionId: charged } = await subscribe(handle.db, gateways, { customer: automatic, price: 1500, payment: { kind: "saved_card", savedMethodId: card } }, NOW);
    const chargedPage = await viewPage(charged, automatic.cookie);
    expect(chargedPage.renewEarlyThroughCheckout).toBe(false);
    // Its Renew now charges the saved card from the view page itself (subscription-actions.tsx).
    expect(html(ViewSubscription as ComponentType<never>, { loaderData: chargedPage })).not.toContain("/my-account/subscription-renewal-early/");

    const trial = await manualSubscription({ ...MONTHLY, trialLength: 7, trialPeriod: "day" });
    expect((await viewPage(trial.subscriptionId, trial.customer.cookie)).renewEarlyThroughCheckout).toBe(false);
  });

  it("makes one renewal order for the next period however often Renew now is sent at once, and sends each to pay it, where the page says to complete checkout to renew now", async () => {
    const { customer, subscriptionId } = await manualSubscription();
    const before = await subscription(subscriptionId);
    const answers = await Promise.all([1, 2, 3].map(() => renewNow(subscriptionId, customer.cookie)));
    const locations = new Set(answers.map(payPathOf));
    for (const answer of answers) expect(statusOf(answer)).toBe(303);
    expect(locations.size).toBe(1);
    const [renewal] = await renewalOrdersOf(handle.db, subscriptionId);
    expect(await renewalOrdersOf(handle.db, subscriptionId)).toHaveLength(1);
    const path = [...locations][0] ?? "";
    expect(path).toContain(`/checkout/order-pay/${renewal?.id}/?pay_for_order=true&key=`);
    // Nothing changes until it is paid.
    expect(await subscription(subscriptionId)).toMatchObject({ status: "active", dates: before.dates });

    const order = orderOfPayPath(path);
    const page = ((await payLoader(args(request(path, customer.cookie), { orderId: String(order.id) }))) as { data: { renewal: string | null } }).data;
    expect(page.renewal).toBe("early");
    const html = renderToString(createElement(OrderPay as ComponentType<never>, { loaderData: page } as never));
    expect(html).toContain(`data-page-toast="info"`);
    expect(html).toContain(RENEW_NOW_WORDS);
  });

  it("paying the early renewal order moves the next payment one month on, once, though the pay form is sent three times at once; the job then finds nothing due at the old date", async () => {
    const { customer, subscriptionId } = await manualSubscription();
    const before = await subscription(subscriptionId);
    const path = payPathOf(await renewNow(subscriptionId, customer.cookie));
    const order = orderOfPayPath(path);
    const card = await saveTestCard(handle.db, gateways, customer, SUCCESS_CARD, NOW);
    const fields = { csrf_token: CSRF, payment_method: "card_test", saved_payment_method: String(card), terms: "1", checkout_attempt: attemptKey() };
    const pay = () => outcome(() => payAction(args(new Request(`${ORIGIN}${path}`, { method: "POST", headers: { cookie: customer.cookie }, body: new URLSearchParams(fields) }), { orderId: String(order.id) })));
    const answers = await Promise.all([pay(), pay(), pay()]);
    for (const answer of answers) expect(statusOf(answer)).toBe(303);
    expect((await chargesOf(handle.db, order.id)).map((c) => c.status)).toEqual(["succeeded"]);
    expect((await getOrderForMerchant(handle.db, order.id))?.status).toBe("processing");

    const oldNext = new Date(before.dates.nextPayment ?? "");
    const after = await subscription(subscriptionId);
    const newNext = new Date(after.dates.nextPayment ?? "");
    expect(after.status).toBe("active");
    // One month on from the old date, on the shop's calendar (UTC here).
    expect((newNext.getUTCMonth() - oldNext.getUTCMonth() + 12) % 12).toBe(1);
    expect(newNext.getUTCHours()).toBe(oldNext.getUTCHours());

    // At the old date nothing is due: the period was paid ahead; no second renewal order.
    expect(await renewSubscription(handle.db, renewalPaymentsThroughGateways(gateways), subscriptionId, oldNext, { timeZone: TEST_TIME_ZONE })).toEqual({ kind: "skipped" });
    expect(await renewalOrdersOf(handle.db, subscriptionId)).toHaveLength(1);
    expect((await subscription(subscriptionId)).dates.nextPayment).toBe(after.dates.nextPayment);
  });

  it("an early renewal order left unpaid when its period comes is that period's renewal: the job puts the subscription on hold for it, makes no second order, and paying it reactivates the subscription", async () => {
    const { customer, subscriptionId } = await manualSubscription();
    const due = new Date((await subscription(subscriptionId)).dates.nextPayment ?? "");
    const path = payPathOf(await renewNow(subscriptionId, customer.cookie));
    const order = orderOfPayPath(path);
    await renewDueSubscriptions(handle.db, renewalPaymentsThroughGateways(gateways), due, { timeZone: TEST_TIME_ZONE });
    expect((await renewalOrdersOf(handle.db, subscriptionId)).map((o) => o.id)).toEqual([order.id]);
    expect(await subscription(subscriptionId)).toMatchObject({ status: "on-hold", dates: { nextPayment: due.toISOString() } });
    // Another pass finds nothing more to do.
    await renewDueSubscriptions(handle.db, renewalPaymentsThroughGateways(gateways), new Date(due.getTime() + 60_000), { timeZone: TEST_TIME_ZONE });
    expect(await renewalOrdersOf(handle.db, subscriptionId)).toHaveLength(1);

    const card = await saveTestCard(handle.db, gateways, customer, SUCCESS_CARD, NOW);
    const fields = { csrf_token: CSRF, payment_method: "card_test", saved_payment_method: String(card), terms: "1", checkout_attempt: attemptKey() };
    const paid = await outcome(() => payAction(args(new Request(`${ORIGIN}${path}`, { method: "POST", headers: { cookie: customer.cookie }, body: new URLSearchParams(fields) }), { orderId: String(order.id) })));
    expect(statusOf(paid)).toBe(303);
    const after = await subscription(subscriptionId);
    expect(after.status).toBe("active");
    expect(new Date(after.dates.nextPayment ?? "").getTime()).toBeGreaterThan(due.getTime());
  });

  it("an early renewal order the customer cancelled gives its period back: when it comes, the job makes the period's renewal order as usual", async () => {
    const { customer, subscriptionId } = await manualSubscription();
    const due = new Date((await subscription(subscriptionId)).dates.nextPayment ?? "");
    const early = orderOfPayPath(payPathOf(await renewNow(subscriptionId, customer.cookie)));
    expect(await cancelOrder(handle.db, early.id, { by: "customer", customerId: customer.id }, NOW)).toMatchObject({ ok: true });
    expect(await renewSubscription(handle.db, renewalPaymentsThroughGateways(gateways), subscriptionId, due, { timeZone: TEST_TIME_ZONE })).toMatchObject({ kind: "manual" });
    const orders = await renewalOrdersOf(handle.db, subscriptionId);
    expect(orders.map((o) => o.status)).toEqual(["cancelled", "pending"]);
    expect((await subscription(subscriptionId)).status).toBe("on-hold");
  });

  it("refuses Renew now with WooCommerce Subscriptions' words and makes no order for a subscription charged automatically, and answers 404 to another customer's and to an id that is not one", async () => {
    const automatic = await signedInCustomer();
    const card = await saveTestCard(handle.db, gateways, automatic, SUCCESS_CARD, NOW);
    const { subscriptionId: charged } = await subscribe(handle.db, gateways, { customer: automatic, price: 1500, payment: { kind: "saved_card", savedMethodId: card } }, NOW);
    const refused = await renewNow(charged, automatic.cookie);
    expect(statusOf(refused)).toBe(409);
    const loaderData = ((await renewEarlyLoader(args(request(`/my-account/subscription-renewal-early/${charged}`, automatic.cookie), { subscriptionId: String(charged) }))) as { data: unknown }).data;
    expect(text(RenewEarly as ComponentType<never>, { loaderData, actionData: (refused as { data: unknown }).data })).toContain(NOT_ALLOWED_WORDS);
    expect(await renewalOrdersOf(handle.db, charged)).toEqual([]);

    const { subscriptionId: manual } = await manualSubscription();
    expect(statusOf(await renewNow(manual, automatic.cookie))).toBe(404);
    expect(await renewalOrdersOf(handle.db, manual)).toEqual([]);
    for (const hostile of ["abc", "-1", "1e3", "99999999999999999999"]) expect(statusOf(await renewNow(hostile, automatic.cookie))).toBe(404);
  });
});
