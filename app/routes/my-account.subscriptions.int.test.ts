import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../server/auth/create-account.ts";
import { startSession } from "../../server/auth/start-session.ts";
import { shipEverywhereFree } from "../../server/checkout/test-checkout-fixture.ts";
import { saveTestCard, subscribe, SUCCESS_CARD } from "../../server/checkout/test-subscription-fixture.ts";
import type { DatabaseHandle } from "../../server/db/connect.ts";
import { createTestDatabase } from "../../server/db/test-database.ts";
import { createPaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import Subscriptions, { loader as listLoader } from "./my-account.subscriptions.tsx";
import ViewSubscription, { loader as viewLoader } from "./my-account.view-subscription.tsx";
import { outcome, routeArgs, routeContext, statusOf } from "./route-test-harness.ts";

// My account → Subscriptions and view-subscription through the route modules' loaders, and their
// pages rendered from what the loaders return (the browser side, with axe, is
// e2e/account-subscriptions.spec.ts). Subscriptions are made as the checkout will make them.

const ORIGIN = "http://shop.test";
const CSRF = "test-csrf-token";
const NOW = new Date("2026-06-01T12:00:00.000Z");

describe("the account's subscription pages", () => {
  let handle: DatabaseHandle;
  let context: RouterContextProvider;
  const customers: Record<"ann" | "bob", { id: number; email: string; cookie: string }> = { ann: { id: 0, email: "", cookie: "" }, bob: { id: 0, email: "", cookie: "" } };
  let annSubscription = 0;
  let annParentOrder = 0;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    for (const name of ["ann", "bob"] as const) {
      const email = `${name}-subscriber@example.com`;
      const created = await createAccount(handle.db, { email, password: "secret-1", firstName: "", lastName: "", role: "customer" }, NOW);
      if (!created.ok) throw new Error(created.code);
      const session = await startSession(handle.db, { customerId: created.customer.id, role: created.customer.role, remember: false, previousToken: null }, new Date());
      customers[name] = { id: created.customer.id, email, cookie: `shopwright_session=${session.token}; csrf_token=${CSRF}` };
    }
    const gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW });
    const card = await saveTestCard(handle.db, gateways, customers.ann, SUCCESS_CARD, NOW);
    const made = await subscribe(handle.db, gateways, { customer: customers.ann, price: 2500, payment: { kind: "saved_card", savedMethodId: card } }, NOW);
    annSubscription = made.subscriptionId;
    annParentOrder = made.orderId;
    context = routeContext(handle.db, gateways);
  });
  afterAll(() => handle.close());

  const get = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, cookie === undefined ? {} : { headers: { cookie } });
  const args = <A>(request: Request, params: Record<string, string> = {}): A => routeArgs<A>(context, request, params);
  const view = (who: "ann" | "bob", id: string) => outcome(() => viewLoader(args(get(`/my-account/view-subscription/${id}`, customers[who].cookie), { subscriptionId: id })));
  /** The page as the server renders it, from the loader's data, as text. */
  const rendered = (component: ComponentType<never>, loaderData: unknown) =>
    renderToString(createElement(component, { loaderData } as never))
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");

  it("sends a visitor who is not signed in to the login form", async () => {
    for (const run of [() => listLoader(args(get("/my-account/subscriptions"))), () => viewLoader(args(get(`/my-account/view-subscription/${annSubscription}`), { subscriptionId: String(annSubscription) }))]) {
      expect(statusOf(await outcome(run))).toBe(303);
    }
  });

  it("lists the customer's subscription with its status, next payment and recurring total", async () => {
    const page = (await listLoader(args(get("/my-account/subscriptions", customers.ann.cookie)))) as { data: unknown };
    expect(page).toMatchObject({ data: { subscriptions: [{ id: annSubscription, status: "active", nextPayment: "2026-07-01T12:00:00.000Z", total: 2500 }] } });
    const text = rendered(Subscriptions as ComponentType<never>, page.data);
    expect(text).toContain(`#${annSubscription} Active July 1, 2026 $25.00 / month View`);
    expect(text).toContain("Subscriptions");
  });

  it("tells a customer without subscriptions they have none", async () => {
    const page = (await listLoader(args(get("/my-account/subscriptions", customers.bob.cookie)))) as { data: unknown };
    expect(rendered(Subscriptions as ComponentType<never>, page.data)).toContain("You have no active subscriptions.");
  });

  it("shows the subscription's status, dates, card, recurring totals and parent order", async () => {
    const page = (await view("ann", String(annSubscription))) as { data: { related: { id: number }[] } };
    expect(page.data.related.map((o) => o.id)).toEqual([annParentOrder]);
    const text = rendered(ViewSubscription as ComponentType<never>, page.data);
    expect(text).toContain(`Subscription #${annSubscription}`);
    expect(text).toContain("Status Active Start date June 1, 2026 Last order date June 1, 2026 Next payment date July 1, 2026 Payment Via Visa ending in 4242");
    expect(text).toContain("Subscription totals Product Total Coffee club × 1 $25.00 Subtotal $25.00 Total $25.00 / month");
    expect(text).toContain(`Related orders Order Date Status Total Actions #${annParentOrder} June 1, 2026 Processing $25.00 View`);
  });

  it("answers 404 to another customer's subscription, one that does not exist, and an id that is not one", async () => {
    expect(statusOf(await view("bob", String(annSubscription)))).toBe(404);
    expect(statusOf(await view("ann", "999999"))).toBe(404);
    expect(statusOf(await view("ann", "1x"))).toBe(404);
  });
});
