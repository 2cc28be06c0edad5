import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../server/auth/create-account.ts";
import { startSession } from "../../server/auth/start-session.ts";
import { shipEverywhereFree } from "../../server/checkout/test-checkout-fixture.ts";
import { buySubscriptionVariation, insertTeaClub, type TeaPlans } from "../../server/checkout/test-switch-fixture.ts";
import type { DatabaseHandle } from "../../server/db/connect.ts";
import { createTestDatabase } from "../../server/db/test-database.ts";
import { createPaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import { getSubscriptionForMerchant } from "../../server/subscriptions/get-subscription.ts";
import { action, loader } from "./my-account.switch-subscription.tsx";
import { outcome, routeArgs, routeContext, statusOf } from "./route-test-harness.ts";

// The switch page's loader and confirming post through the route module (docs/decisions/033):
// another customer's subscription is not found; hostile or stale form fields answer with a
// redirect carrying a catalogue code or a 404, never a server error, and change nothing; a good
// confirmation switches and redirects to the subscription's toast. The browser side is
// e2e/subscription-switch.spec.ts.

const ORIGIN = "http://shop.test";
const CSRF = "test-csrf-token";
const DAY_MS = 24 * 60 * 60 * 1000;

describe("the switch subscription page", () => {
  let handle: DatabaseHandle;
  let context: RouterContextProvider;
  const customers: Record<"ann" | "bob", { id: number; email: string; cookie: string }> = { ann: { id: 0, email: "", cookie: "" }, bob: { id: 0, email: "", cookie: "" } };
  let plans: TeaPlans;
  let annSubscription = 0;

  beforeAll(async () => {
    // Bought yesterday, so the route's own clock (now) is inside the first period.
    const bought = new Date(Date.now() - DAY_MS);
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    for (const name of ["ann", "bob"] as const) {
      const email = `${name}-switcher@example.com`;
      const created = await createAccount(handle.db, { email, password: "secret-1", firstName: "", lastName: "", role: "customer" }, bought);
      if (!created.ok) throw new Error(created.code);
      const session = await startSession(handle.db, { customerId: created.customer.id, role: created.customer.role, remember: false, previousToken: null }, new Date());
      customers[name] = { id: created.customer.id, email, cookie: `shopwright_session=${session.token}; csrf_token=${CSRF}` };
    }
    const gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => new Date() });
    const tea = await insertTeaClub(handle.db);
    plans = tea.plans;
    annSubscription = await buySubscriptionVariation(handle.db, gateways, customers.ann, tea.productId, plans.monthly, bought);
    context = routeContext(handle.db, gateways);
  });
  afterAll(() => handle.close());

  const args = <A>(request: Request, params: Record<string, string> = {}): A => routeArgs<A>(context, request, params);
  const locationOf = (value: unknown): string | null => (value instanceof Response ? value.headers.get("location") : null);
  const page = (who: "ann" | "bob", query: string, id = String(annSubscription)) =>
    outcome(() => loader(args(new Request(`${ORIGIN}/my-account/switch-subscription/${id}?${query}`, { headers: { cookie: customers[who].cookie } }), { subscriptionId: id })));
  const post = (who: "ann" | "bob", fields: Record<string, string>, id = String(annSubscription)) =>
    outcome(() => action(args(new Request(`${ORIGIN}/my-account/switch-subscription/${id}`, { method: "POST", body: new URLSearchParams({ csrf_token: CSRF, ...fields }), headers: { cookie: customers[who].cookie } }), { subscriptionId: id })));
  const snapshot = async () => ({ subscription: await getSubscriptionForMerchant(handle.db, annSubscription), switches: await handle.db.selectFrom("subscription_switches").select("id").execute() });
  const attempt = "a-fresh-attempt-key-0001";

  it("answers another customer, a line that is not there, or an id that is not one with 404, and changes nothing", async () => {
    const before = await snapshot();
    expect(statusOf(await page("bob", "item=0"))).toBe(404);
    expect(statusOf(await post("bob", { item: "0", variation: String(plans.premium), switch_attempt: attempt }))).toBe(404);
    expect(statusOf(await page("ann", "item=7"))).toBe(404);
    expect(statusOf(await page("ann", "item=-1"))).toBe(404);
    expect(statusOf(await page("ann", "item=0", "1e3"))).toBe(404);
    expect(statusOf(await post("ann", { item: "x", variation: String(plans.premium), switch_attempt: attempt }))).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("sends hostile or stale fields back to the choices with a catalogue code, and changes nothing", async () => {
    const before = await snapshot();
    const back = (code: string) => `/my-account/switch-subscription/${annSubscription}?item=0&error=${code}`;
    for (const [fields, code] of [
      [{ item: "0", variation: "99999999999", switch_attempt: attempt }, "switch_variation_unavailable"],
      [{ item: "0", variation: "<script>", switch_attempt: attempt }, "switch_variation_unavailable"],
      [{ item: "0", variation: String(plans.premium), switch_attempt: "short" }, "switch_form_expired"],
      [{ item: "0", variation: String(plans.premium) }, "switch_form_expired"],
      [{ item: "0", variation: String(plans.monthly), switch_attempt: attempt }, "switch_same_variation"],
      [{ item: "0", variation: "2147483647", switch_attempt: attempt }, "switch_variation_unavailable"],
    ] as const) {
      const answer = await post("ann", fields);
      expect(statusOf(answer)).toBe(303);
      expect(locationOf(answer)).toBe(back(code));
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lists the other plans with the current one marked, and reviews a switch with a fresh attempt key each time", async () => {
    const choices = (await page("ann", "item=0")) as { data: { options: { label: string; price: string; current: boolean }[]; review: unknown } };
    expect(choices.data.options).toEqual([
      { variationId: plans.monthly, label: "Monthly", price: "$19.00 / month", current: true },
      { variationId: plans.premium, label: "Premium", price: "$31.00 / month", current: false },
      { variationId: plans.lite, label: "Lite", price: "$9.50 / month", current: false },
      { variationId: plans.quarterly, label: "Quarterly", price: "$52.00 every 3 months", current: false },
    ]);
    expect(choices.data.review).toBeNull();
    const first = (await page("ann", `item=0&variation=${plans.premium}`)) as { data: { review: { kind: string; dueToday: string; attemptKey: string } } };
    const second = (await page("ann", `item=0&variation=${plans.premium}`)) as { data: { review: { attemptKey: string } } };
    expect(first.data.review).toMatchObject({ kind: "upgrade", dueToday: expect.stringMatching(/^\$\d+\.\d\d$/) as unknown });
    expect(first.data.review.attemptKey).not.toBe(second.data.review.attemptKey);
    const same = (await page("ann", `item=0&variation=${plans.monthly}`)) as { data: { error: string; review: unknown } };
    expect(same.data).toMatchObject({ error: "switch_same_variation", review: null });
  });

  it("switches on a good confirmation and redirects to the subscription's success toast", async () => {
    const answer = await post("ann", { item: "0", variation: String(plans.lite), switch_attempt: "a-good-attempt-key-00001" });
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toBe(`/my-account/view-subscription/${annSubscription}?notice=subscription_switched`);
    expect((await getSubscriptionForMerchant(handle.db, annSubscription))?.lines).toMatchObject([{ variationId: plans.lite }]);
  });
});
