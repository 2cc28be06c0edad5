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
import { tokeniseTestCard } from "../../server/payments/card-test/tokenise-test-card.ts";
import { createPaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import { listPaymentMethods } from "../../server/payments/list-payment-methods.ts";
import { NO_ISLAND_SCRIPTS } from "../../server/http/island-scripts.ts";
import { getSubscriptionForMerchant } from "../../server/subscriptions/get-subscription.ts";
import { moveSubscriptionStatus } from "../../server/subscriptions/move-subscription-status.ts";
import ChangePaymentMethod, { action as changeAction, loader as changeLoader } from "./my-account.change-payment-method.tsx";
import PaymentMethods, { action as methodsAction, loader as methodsLoader } from "./my-account.payment-methods.tsx";
import ViewSubscription, { loader as viewLoader } from "./my-account.view-subscription.tsx";
import { outcome, routeArgs, routeContext, statusOf } from "./route-test-harness.ts";

// Change payment method and deleting a card that subscriptions use, through the route modules'
// loaders and actions, and the pages rendered from what they return (the browser side, with the
// modal and axe, is e2e/subscription-payment-method.spec.ts). Subscriptions are made as the
// checkout makes them, paid with the customer's saved test card.

const ORIGIN = "http://shop.test";
const CSRF = "test-csrf-token";
const NOW = new Date("2026-06-01T12:00:00.000Z");
const ATTEMPT = "attempt-key-0123456789";

type Who = "ann" | "bob";

describe("changing a subscription's payment method from the account pages", () => {
  let handle: DatabaseHandle;
  let context: RouterContextProvider;
  const customers: Record<Who, { id: number; email: string; cookie: string }> = { ann: { id: 0, email: "", cookie: "" }, bob: { id: 0, email: "", cookie: "" } };
  let gateways: ReturnType<typeof createPaymentGateways>;
  let annVisa = 0;
  let annSecondCard = 0;
  let bobCard = 0;
  let annFirst = 0;
  let annSecond = 0;
  let annCancelled = 0;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    for (const name of ["ann", "bob"] as const) {
      const email = `${name}-payer@example.com`;
      const created = await createAccount(handle.db, { email, password: "secret-1", firstName: "", lastName: "", role: "customer" }, NOW);
      if (!created.ok) throw new Error(created.code);
      const session = await startSession(handle.db, { customerId: created.customer.id, role: created.customer.role, remember: false, previousToken: null }, new Date());
      customers[name] = { id: created.customer.id, email, cookie: `shopwright_session=${session.token}; csrf_token=${CSRF}` };
    }
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW });
    annVisa = await saveTestCard(handle.db, gateways, customers.ann, SUCCESS_CARD, NOW);
    annSecondCard = await saveTestCard(handle.db, gateways, customers.ann, "5555 5555 5555 4444", NOW);
    bobCard = await saveTestCard(handle.db, gateways, customers.bob, SUCCESS_CARD, NOW);
    const pay = { kind: "saved_card" as const, savedMethodId: annVisa };
    annFirst = (await subscribe(handle.db, gateways, { customer: customers.ann, price: 2500, payment: pay }, NOW)).subscriptionId;
    annSecond = (await subscribe(handle.db, gateways, { customer: customers.ann, price: 900, payment: pay }, NOW)).subscriptionId;
    annCancelled = (await subscribe(handle.db, gateways, { customer: customers.ann, price: 500, payment: pay }, NOW)).subscriptionId;
    await handle.db.transaction().execute((trx) => moveSubscriptionStatus(trx, annCancelled, { to: "cancelled" }, NOW));
    // The page loads the checkout island, which tokenises a new card: without a script address it
    // would render <script src="">, which React warns about on every render.
    context = routeContext(handle.db, gateways, { ...NO_ISLAND_SCRIPTS, checkout: "/islands/checkout.js" });
  });
  afterAll(() => handle.close());

  const get = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, cookie === undefined ? {} : { headers: { cookie } });
  const post = (path: string, who: Who, fields: Record<string, string>) =>
    new Request(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { cookie: customers[who].cookie, "content-type": "application/x-www-form-urlencoded" } });
  const args = <A>(request: Request, params: Record<string, string> = {}): A => routeArgs<A>(context, request, params);
  const locationOf = (value: unknown) => (value instanceof Response ? value.headers.get("location") : null);
  const dataOf = (value: unknown) => (value as { data: unknown }).data;
  const rendered = (component: ComponentType<never>, props: Record<string, unknown>) =>
    renderToString(createElement(component, props as never))
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
  const changePath = (id: number) => `/my-account/change-payment-method/${id}`;
  const change = (who: Who, id: number, fields: Record<string, string>) => outcome(() => changeAction(args(post(changePath(id), who, fields), { subscriptionId: String(id) })));
  const cardOf = async (id: number) => (await getSubscriptionForMerchant(handle.db, id))?.savedMethodId;
  const useSaved = (card: number) => ({ subscription_payment_action: "change", payment_method: "card_test", saved_payment_method: String(card), add_payment_method_attempt: ATTEMPT });

  it("sends a visitor who is not signed in to the login form, and answers 404 to another customer's subscription, a cancelled one and an id that is not one", async () => {
    expect(statusOf(await outcome(() => changeLoader(args(get(changePath(annFirst)), { subscriptionId: String(annFirst) }))))).toBe(303);
    expect(statusOf(await outcome(() => changeLoader(args(get(changePath(annFirst), customers.bob.cookie), { subscriptionId: String(annFirst) }))))).toBe(404);
    expect(statusOf(await outcome(() => changeLoader(args(get(changePath(annCancelled), customers.ann.cookie), { subscriptionId: String(annCancelled) }))))).toBe(404);
    expect(statusOf(await outcome(() => changeLoader(args(get("/my-account/change-payment-method/1x", customers.ann.cookie), { subscriptionId: "1x" }))))).toBe(404);
    expect(statusOf(await change("bob", annFirst, useSaved(bobCard)))).toBe(404);
    expect(await cardOf(annFirst)).toBe(annVisa);
  });

  it("shows the customer's saved cards and a new card's fields, the next payment date and the Change payment method button", async () => {
    const page = dataOf(await changeLoader(args(get(changePath(annFirst), customers.ann.cookie), { subscriptionId: String(annFirst) })));
    const text = rendered(ChangePaymentMethod as ComponentType<never>, { loaderData: page });
    expect(text).toContain("Choose a new payment method. Next payment is due July 1, 2026.");
    expect(text).toContain("Visa ending in 4242");
    expect(text).toContain("Mastercard ending in 4444");
    expect(text).toContain("Card number");
    expect(text).toContain("Change payment method");
  });

  it("answers bad input with a stable code and its words, changing nothing: an unknown action, another customer's card, a new card without its token, a body that is not a form, an id too large", async () => {
    const refusals = [
      [{ ...useSaved(annSecondCard), subscription_payment_action: "steal" }, "subscription_payment_request_invalid", "There was an error with your request. Please try again."],
      [useSaved(bobCard), "payment_method_not_found", "This payment method could not be found."],
      [{ ...useSaved(annSecondCard), saved_payment_method: "new", payment_token: "" }, "payment_token_missing", ""],
      [{ ...useSaved(annSecondCard), payment_method: "bacs" }, "payment_method_not_found", ""],
    ] as const;
    for (const [fields, code, words] of refusals) {
      const answer = await change("ann", annFirst, fields);
      expect(statusOf(answer)).toBe(422);
      expect(dataOf(answer)).toMatchObject({ code });
      const page = dataOf(await changeLoader(args(get(changePath(annFirst), customers.ann.cookie), { subscriptionId: String(annFirst) })));
      if (words !== "") expect(rendered(ChangePaymentMethod as ComponentType<never>, { loaderData: page, actionData: dataOf(answer) })).toContain(words);
    }
    const notAForm = new Request(`${ORIGIN}${changePath(annFirst)}`, { method: "POST", body: "{\"payment_method_id\": 1", headers: { cookie: customers.ann.cookie, "content-type": "multipart/form-data; boundary=x" } });
    const broken = await outcome(() => changeAction(args(notAForm, { subscriptionId: String(annFirst) })));
    expect([statusOf(broken), dataOf(broken)]).toMatchObject([422, { code: "subscription_payment_request_invalid" }]);
    const huge = await change("ann", annFirst, { ...useSaved(annSecondCard), saved_payment_method: "99999999999999999999" });
    expect(dataOf(huge)).toMatchObject({ code: "payment_method_not_found" });
    expect(await cardOf(annFirst)).toBe(annVisa);
  });

  it("moves the subscription onto the chosen saved card and goes back to it with the notice and the offer to update the others, which the view shows", async () => {
    const answer = await change("ann", annFirst, useSaved(annSecondCard));
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toBe(`/my-account/view-subscription/${annFirst}?notice=subscription_payment_changed&update_all=1`);
    expect(await cardOf(annFirst)).toBe(annSecondCard);
    const view = dataOf(await viewLoader(args(get(locationOf(answer) ?? "", customers.ann.cookie), { subscriptionId: String(annFirst) })));
    const text = rendered(ViewSubscription as ComponentType<never>, { loaderData: view });
    expect(text).toContain("Payment method updated.");
    expect(text).toContain("Would you like to update your subscriptions to use this new payment method - Mastercard ending in 4444?");
    expect(text).toContain("Update the payment method used for all of my current subscriptions");
    const plain = rendered(ViewSubscription as ComponentType<never>, { loaderData: dataOf(await viewLoader(args(get(`/my-account/view-subscription/${annFirst}`, customers.ann.cookie), { subscriptionId: String(annFirst) }))) });
    expect(plain).not.toContain("Would you like to update");
    expect(plain).toContain("Change payment");
  });

  it("updates every current subscription to the card when the offer is confirmed, and not another customer's card", async () => {
    const foreign = await change("ann", annFirst, { subscription_payment_action: "update_all", payment_method_id: String(bobCard) });
    expect(dataOf(foreign)).toMatchObject({ code: "payment_method_not_found" });
    expect(await cardOf(annSecond)).toBe(annVisa);
    const answer = await change("ann", annFirst, { subscription_payment_action: "update_all", payment_method_id: String(annSecondCard) });
    expect(locationOf(answer)).toBe(`/my-account/view-subscription/${annFirst}?notice=subscription_payments_updated_all`);
    expect(await cardOf(annSecond)).toBe(annSecondCard);
    expect(await cardOf(annCancelled)).toBe(annVisa);
  });

  it("saves a new card typed in (its token only) once however often and however concurrently the form is posted, and the subscription renews with it", async () => {
    const tokenised = await tokeniseTestCard(handle.db, { number: "4242 4242 4242 4242", expiry: "11 / 33", cvc: "123" }, NOW);
    if (!tokenised.ok) throw new Error("tokenising failed");
    const fields = { subscription_payment_action: "change", payment_method: "card_test", saved_payment_method: "new", payment_token: tokenised.token, add_payment_method_attempt: "new-card-attempt-0123456789" };
    const before = (await listPaymentMethods(handle.db, customers.ann.id)).length;
    // A double click: two posts of the same form at once, then a third after them.
    const both = await Promise.all([change("ann", annSecond, fields), change("ann", annSecond, fields)]);
    expect(both.map(statusOf)).toEqual([303, 303]);
    expect(statusOf(await change("ann", annSecond, fields))).toBe(303);
    const cards = await listPaymentMethods(handle.db, customers.ann.id);
    expect(cards).toHaveLength(before + 1);
    expect(await cardOf(annSecond)).toBe(cards.at(-1)?.id);
  });

  it("refuses a new card the gateway declines with its reason, saving no card and changing nothing", async () => {
    const tokenised = await tokeniseTestCard(handle.db, { number: "4000 0000 0000 0002", expiry: "11 / 33", cvc: "123" }, NOW);
    if (!tokenised.ok) throw new Error("tokenising failed");
    const before = await listPaymentMethods(handle.db, customers.ann.id);
    const was = await cardOf(annFirst);
    const answer = await change("ann", annFirst, { subscription_payment_action: "change", payment_method: "card_test", saved_payment_method: "new", payment_token: tokenised.token, add_payment_method_attempt: "declined-attempt-0123456789" });
    expect([statusOf(answer), dataOf(answer)]).toMatchObject([422, { code: "card_declined" }]);
    const page = dataOf(await changeLoader(args(get(changePath(annFirst), customers.ann.cookie), { subscriptionId: String(annFirst) })));
    expect(rendered(ChangePaymentMethod as ComponentType<never>, { loaderData: page, actionData: dataOf(answer) })).toContain("Your card was declined.");
    expect(await listPaymentMethods(handle.db, customers.ann.id)).toEqual(before);
    expect(await cardOf(annFirst)).toBe(was);
  });

  it("deleting a card subscriptions use moves them to the default card and warns on the list, naming it", async () => {
    const answer = await outcome(() => methodsAction(args(post("/my-account/payment-methods", "ann", { payment_method_action: "delete", payment_method_id: String(annSecondCard) }))));
    expect(locationOf(answer)).toBe("/my-account/payment-methods?notice=subscriptions_moved_to_default");
    expect(await cardOf(annFirst)).toBe(annVisa);
    const list = dataOf(await methodsLoader(args(get(locationOf(answer) ?? "", customers.ann.cookie))));
    const text = rendered(PaymentMethods as ComponentType<never>, { loaderData: list });
    expect(text).toContain("Payment method deleted.");
    expect(text).toContain("The deleted payment method was used for automatic subscription payments. To avoid failed renewal payments in future the subscriptions using this payment method have been updated to use your Visa ending in 4242.");
  });

  it("deleting a card no subscription uses gives no warning, and a made-up warning in the address shows nothing", async () => {
    const spare = await saveTestCard(handle.db, gateways, customers.bob, "5555 5555 5555 4444", NOW);
    const answer = await outcome(() => methodsAction(args(post("/my-account/payment-methods", "bob", { payment_method_action: "delete", payment_method_id: String(spare) }))));
    expect(locationOf(answer)).toBe("/my-account/payment-methods?notice=payment_method_deleted");
    const list = dataOf(await methodsLoader(args(get("/my-account/payment-methods?notice=subscriptions_moved_%3Cscript%3E", customers.bob.cookie))));
    expect(list).toMatchObject({ notice: null, deletedCardNotices: [] });
  });
});
