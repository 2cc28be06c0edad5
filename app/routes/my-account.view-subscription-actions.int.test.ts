import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../server/auth/create-account.ts";
import { startSession } from "../../server/auth/start-session.ts";
import { shipEverywhereFree } from "../../server/checkout/test-checkout-fixture.ts";
import { DECLINES_AFTER_SAVE_CARD, renewalOrdersOf, saveTestCard, subscribe, SUCCESS_CARD } from "../../server/checkout/test-subscription-fixture.ts";
import type { DatabaseHandle } from "../../server/db/connect.ts";
import { createTestDatabase } from "../../server/db/test-database.ts";
import { createPaymentGateways, type PaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import { getSubscriptionForMerchant } from "../../server/subscriptions/get-subscription.ts";
import { suspendSubscription } from "../../server/subscriptions/suspend-subscription.ts";
import ViewSubscription, { action as viewAction, loader as viewLoader } from "./my-account.view-subscription.tsx";
import { outcome, routeArgs, routeContext, statusOf } from "./route-test-harness.ts";

// view-subscription's action forms through the route module: each post redirects back (303) with
// a notice code, which the loader words for the toast (spec §8); another customer's subscription
// is not found (404); a malformed post and a stale one are answered with an error notice and
// change nothing. The subscriptions are bought now (the route acts at the real time).

const ORIGIN = "http://shop.test";
const CSRF = "test-csrf-token";

describe("view-subscription's actions", () => {
  let handle: DatabaseHandle;
  let context: RouterContextProvider;
  let gateways: PaymentGateways;
  const customers: Record<"ann" | "bob", { id: number; email: string; cookie: string }> = { ann: { id: 0, email: "", cookie: "" }, bob: { id: 0, email: "", cookie: "" } };

  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    for (const name of ["ann", "bob"] as const) {
      const email = `${name}-actions@example.com`;
      const created = await createAccount(handle.db, { email, password: "secret-1", firstName: "", lastName: "", role: "customer" }, new Date());
      if (!created.ok) throw new Error(created.code);
      const session = await startSession(handle.db, { customerId: created.customer.id, role: created.customer.role, remember: false, previousToken: null }, new Date());
      customers[name] = { id: created.customer.id, email, cookie: `shopwright_session=${session.token}; csrf_token=${CSRF}` };
    }
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => new Date() });
    context = routeContext(handle.db, gateways);
  });
  afterAll(() => handle.close());

  const annSubscription = async (renewalCard = SUCCESS_CARD) => {
    const card = await saveTestCard(handle.db, gateways, customers.ann, SUCCESS_CARD, new Date());
    const renewWith = renewalCard === SUCCESS_CARD ? card : await saveTestCard(handle.db, gateways, customers.ann, renewalCard, new Date());
    return (await subscribe(handle.db, gateways, { customer: customers.ann, price: 2500, payment: { kind: "saved_card", savedMethodId: card }, renewalCard: renewWith }, new Date())).subscriptionId;
  };
  const args = <A>(request: Request, params: Record<string, string> = {}): A => routeArgs<A>(context, request, params);
  const post = (who: "ann" | "bob", id: number, fields: Record<string, string>) =>
    outcome(() =>
      viewAction(
        args(new Request(`${ORIGIN}/my-account/view-subscription/${id}`, { method: "POST", headers: { cookie: customers[who].cookie, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ csrf_token: CSRF, ...fields }) }), {
          subscriptionId: String(id),
        }),
      ),
    );
  const locationOf = (value: unknown): string => (value instanceof Response ? (value.headers.get("Location") ?? "") : "");
  /** The page the redirect leads to, as text, and its notice. */
  const follow = async (location: string, id: number) => {
    const page = (await viewLoader(args(new Request(`${ORIGIN}${location}`, { headers: { cookie: customers.ann.cookie } }), { subscriptionId: String(id) }))) as { data: { notice: unknown } };
    const text = renderToString(createElement(ViewSubscription as ComponentType<never>, { loaderData: page.data } as never))
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    return { notice: page.data.notice, text };
  };
  const statusNow = async (id: number) => (await getSubscriptionForMerchant(handle.db, id))?.status;

  it("cancels, with the success toast, and then offers Reactivate, which reactivates with its toast", async () => {
    const id = await annSubscription();
    const before = await follow(`/my-account/view-subscription/${id}`, id);
    expect(before.text).toContain("Actions Renew now Cancel Renew now pays for your next period today (Via Visa ending in 4242), and your next payment date moves one period on.");
    const cancelled = await post("ann", id, { subscription_action: "cancel", subscription_status: "active" });
    expect(statusOf(cancelled)).toBe(303);
    expect(locationOf(cancelled)).toBe(`/my-account/view-subscription/${id}?notice=subscription_cancelled`);
    const page = await follow(locationOf(cancelled), id);
    expect(page.notice).toEqual({ kind: "success", text: "Your subscription has been cancelled." });
    expect(page.text).toContain("Status Pending cancellation");
    expect(page.text).toContain("Actions Reactivate");
    const reactivated = await post("ann", id, { subscription_action: "reactivate", subscription_status: "pending-cancel" });
    expect((await follow(locationOf(reactivated), id)).notice).toEqual({ kind: "success", text: "Your subscription has been reactivated." });
    expect(await statusNow(id)).toBe("active");
  });

  it("renews early once for a double submit, each answered with the early renewal toast", async () => {
    const id = await annSubscription();
    const nextPayment = (await getSubscriptionForMerchant(handle.db, id))?.dates.nextPayment ?? "";
    const form = { subscription_action: "renew_now", subscription_status: "active", next_payment: nextPayment };
    const [first, second] = [await post("ann", id, form), await post("ann", id, form)];
    for (const answer of [first, second]) expect((await follow(locationOf(answer), id)).notice).toEqual({ kind: "success", text: "Your early renewal order was successful." });
    expect(await renewalOrdersOf(handle.db, id)).toHaveLength(1);
  });

  it("answers a declined early renewal with the decline's words in an error toast", async () => {
    const id = await annSubscription(DECLINES_AFTER_SAVE_CARD);
    const nextPayment = (await getSubscriptionForMerchant(handle.db, id))?.dates.nextPayment ?? "";
    const answer = await post("ann", id, { subscription_action: "renew_now", subscription_status: "active", next_payment: nextPayment });
    expect(locationOf(answer)).toBe(`/my-account/view-subscription/${id}?notice=early_renewal_failed&reason=card_declined`);
    expect((await follow(locationOf(answer), id)).notice).toEqual({
      kind: "error",
      text: "Payment for the renewal order was unsuccessful with your payment method on file: Your card was declined. Your subscription has not changed.",
    });
    expect((await getSubscriptionForMerchant(handle.db, id))?.dates.nextPayment).toBe(nextPayment);
  });

  it("answers another customer's post with 404 and leaves the subscription active", async () => {
    const id = await annSubscription();
    expect(statusOf(await post("bob", id, { subscription_action: "cancel", subscription_status: "active" }))).toBe(404);
    expect(statusOf(await post("ann", 999_999, { subscription_action: "cancel", subscription_status: "active" }))).toBe(404);
    expect(await statusNow(id)).toBe("active");
  });

  it("answers malformed and hostile posts with the invalid-request notice and changes nothing", async () => {
    const id = await annSubscription();
    const hostile: Record<string, string>[] = [
      {},
      { subscription_action: "delete_everything", subscription_status: "active" },
      { subscription_action: "cancel" },
      { subscription_action: "cancel", subscription_status: "'; DROP TABLE subscriptions; --" },
      { subscription_action: "renew_now", subscription_status: "active", next_payment: "tomorrow" },
      { subscription_action: "remove_line", subscription_status: "active", line: "-1", line_product: "1:" },
      { subscription_action: "remove_line", subscription_status: "active", line: "0", line_product: "x".repeat(5000) },
    ];
    for (const fields of hostile) {
      const answer = await post("ann", id, fields);
      expect(statusOf(answer)).toBe(303);
      expect(locationOf(answer)).toBe(`/my-account/view-subscription/${id}?notice=subscription_action_invalid`);
    }
    expect((await follow(`/my-account/view-subscription/${id}?notice=subscription_action_invalid`, id)).notice).toMatchObject({ kind: "error" });
    expect(await renewalOrdersOf(handle.db, id)).toEqual([]);
    expect(await statusNow(id)).toBe("active");
  });

  it("refuses a stale form (the page showed another status) with an error toast naming the status now", async () => {
    const id = await annSubscription();
    await post("ann", id, { subscription_action: "cancel", subscription_status: "active" });
    const again = await post("ann", id, { subscription_action: "cancel", subscription_status: "active" });
    expect(locationOf(again)).toBe(`/my-account/view-subscription/${id}?notice=subscription_changed`);
    const refused = await post("ann", id, { subscription_action: "cancel", subscription_status: "pending-cancel" });
    expect((await follow(locationOf(refused), id)).notice).toEqual({ kind: "error", text: "This subscription is pending cancellation, so that can not be done now. Please contact us if you need assistance." });
    expect(await statusNow(id)).toBe("pending-cancel");
  });

  it("resubscribes to a cancelled subscription by sending the customer to the checkout", async () => {
    const id = await annSubscription();
    const active = await post("ann", id, { subscription_action: "resubscribe", subscription_status: "active" });
    expect(locationOf(active)).toBe(`/my-account/view-subscription/${id}?notice=subscription_action_not_allowed`);
    // Suspended, nothing is paid ahead: the customer's cancel ends it at once.
    await suspendSubscription(handle.db, id, new Date());
    await post("ann", id, { subscription_action: "cancel", subscription_status: "on-hold" });
    const answer = await post("ann", id, { subscription_action: "resubscribe", subscription_status: "cancelled" });
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toBe("/checkout");
  });

  it("ignores an unknown notice in the address", async () => {
    const id = await annSubscription();
    expect((await follow(`/my-account/view-subscription/${id}?notice=<script>alert(1)</script>`, id)).notice).toBeNull();
  });
});
