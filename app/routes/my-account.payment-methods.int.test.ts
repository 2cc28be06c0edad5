import { NO_ISLAND_SCRIPTS } from "../../server/http/island-scripts.ts";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../server/auth/create-account.ts";
import { startSession } from "../../server/auth/start-session.ts";
import { loadConfig } from "../../server/config.ts";
import type { DatabaseHandle } from "../../server/db/connect.ts";
import { createTestDatabase } from "../../server/db/test-database.ts";
import { tokeniseTestCard } from "../../server/payments/card-test/tokenise-test-card.ts";
import { createPaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import { listPaymentMethods } from "../../server/payments/list-payment-methods.ts";
import { servicesContext } from "../context.ts";
import { action as addAction, loader as addLoader } from "./my-account.add-payment-method.tsx";
import { action as listAction, loader as listLoader } from "./my-account.payment-methods.tsx";

// My account → Payment methods and Add payment method through the route modules' loaders and
// actions (the browser side, tokenisation and toasts, is e2e/account-payment-methods.spec.ts). The
// CSRF guard runs before every action (app/csrf-routes.int.test.ts walks these routes too).

const ORIGIN = "http://shop.test";
const CSRF = "test-csrf-token";
const LIST = "/my-account/payment-methods";
const ADD = "/my-account/add-payment-method";

describe("saved payment method routes", () => {
  let handle: DatabaseHandle;
  let context: RouterContextProvider;
  const customers: Record<"ann" | "bob", { id: number; cookie: string }> = { ann: { id: 0, cookie: "" }, bob: { id: 0, cookie: "" } };
  let attempt = 0;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const now = new Date();
    for (const name of ["ann", "bob"] as const) {
      const created = await createAccount(handle.db, { email: `${name}@example.com`, password: "secret-1", firstName: "", lastName: "", role: "customer" }, now);
      if (!created.ok) throw new Error(created.code);
      const session = await startSession(handle.db, { customerId: created.customer.id, role: created.customer.role, remember: false, previousToken: null }, now);
      customers[name] = { id: created.customer.id, cookie: `shopwright_session=${session.token}; csrf_token=${CSRF}` };
    }
    context = new RouterContextProvider();
    const config = loadConfig({ DATABASE_URL: "sqlite::memory:" });
    const islands = { ...NO_ISLAND_SCRIPTS, checkout: "/islands/checkout.js" };
    context.set(servicesContext, { db: handle.db, config, logger: pino({ level: "silent" }), islands, gateways: createPaymentGateways(handle.db, { production: false, stripe: null }), mailer: { send: async () => undefined }, orderMails: { kick: () => undefined }, clientIp: "192.0.2.9" });
  });
  afterAll(() => handle.close());

  const get = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, cookie === undefined ? {} : { headers: { cookie } });
  const post = (path: string, cookie: string, fields: Record<string, string>) =>
    new Request(`${ORIGIN}${path}`, { method: "POST", headers: { cookie, origin: ORIGIN, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
  const args = <A>(request: Request): A => ({ request, params: {}, context }) as unknown as A;
  const outcome = async (run: () => Promise<unknown>): Promise<unknown> => {
    try {
      return await run();
    } catch (thrown) {
      return thrown;
    }
  };
  const statusOf = (value: unknown): number | undefined => (value instanceof Response ? value.status : (value as { init?: { status?: number } } | null)?.init?.status);
  const locationOf = (value: unknown): string | null => (value instanceof Response ? value.headers.get("location") : null);

  async function token(number: string): Promise<string> {
    const tokenised = await tokeniseTestCard(handle.db, { number, expiry: "12 / 34", cvc: "123" }, new Date());
    if (!tokenised.ok) throw new Error("tokenising failed");
    return tokenised.token;
  }
  const newAttemptKey = () => {
    attempt += 1;
    return `attempt-key-${String(attempt).padStart(8, "0")}`;
  };
  const addFields = async (number: string, attemptKey = newAttemptKey()) => ({ csrf_token: CSRF, payment_method: "card_test", payment_token: await token(number), add_payment_method_attempt: attemptKey });
  const add = async (who: "ann" | "bob", fields: Record<string, string>) => outcome(() => addAction(args(post(ADD, customers[who].cookie, fields))));
  const change = (who: "ann" | "bob", action: string, id: number | string) =>
    outcome(() => listAction(args(post(LIST, customers[who].cookie, { csrf_token: CSRF, payment_method_action: action, payment_method_id: String(id) }))));
  const listed = async (who: "ann" | "bob") => (await listPaymentMethods(handle.db, customers[who].id)).map((m) => ({ id: m.id, last4: m.last4, isDefault: m.isDefault }));

  it("sends a visitor who is not signed in to the login form from both pages and their posts", async () => {
    for (const run of [() => listLoader(args(get(LIST))), () => addLoader(args(get(ADD))), () => listAction(args(post(LIST, "", { payment_method_action: "delete", payment_method_id: "1" }))), () => addAction(args(post(ADD, "", {})))]) {
      const answer = await outcome(run);
      expect(statusOf(answer)).toBe(303);
      expect(locationOf(answer)).toBe("/my-account");
    }
  });

  it("lists no cards at first, and offers the card test mode for adding one with a fresh attempt key", async () => {
    expect(await listLoader(args(get(LIST, customers.ann.cookie)))).toMatchObject({ data: { methods: [], canAdd: true, notice: null, csrfToken: CSRF } });
    const page = await addLoader(args(get(ADD, customers.ann.cookie)));
    expect(page).toMatchObject({ data: { methods: [{ id: "card_test", kind: "card" }], script: "/islands/checkout.js", csrfToken: CSRF } });
    expect((page as { data: { attemptKey: string } }).data.attemptKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it("adds a tokenised card and redirects to the list with the added notice; the first card is the default", async () => {
    const answer = await add("ann", await addFields("4242424242424242"));
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toBe(`${LIST}?notice=payment_method_added`);
    expect(await listed("ann")).toMatchObject([{ last4: "4242", isDefault: true }]);
    expect(await listLoader(args(get(`${LIST}?notice=payment_method_added`, customers.ann.cookie)))).toMatchObject({
      data: { methods: [{ brand: "visa", last4: "4242", expMonth: 12, expYear: 2034, isDefault: true }], notice: "payment_method_added" },
    });
  });

  it("ignores a notice code the page does not know", async () => {
    expect(await listLoader(args(get(`${LIST}?notice=<b>hi</b>`, customers.ann.cookie)))).toMatchObject({ data: { notice: null } });
  });

  it("saves one card when the same add form is submitted twice", async () => {
    const fields = await addFields("5555555555554444");
    const [first, second] = [await add("ann", fields), await add("ann", fields)];
    expect(locationOf(first)).toBe(`${LIST}?notice=payment_method_added`);
    expect(locationOf(second)).toBe(`${LIST}?notice=payment_method_added`);
    expect(await listed("ann")).toMatchObject([{ last4: "4242" }, { last4: "4444", isDefault: false }]);
  });

  it("answers a declined card with 422, the card's reason and a new attempt key, and saves nothing", async () => {
    const fields = await addFields("4000000000000002");
    const answer = await add("ann", fields);
    expect(answer).toMatchObject({ data: { reason: "card_declined", gatewayId: "card_test" }, init: { status: 422 } });
    expect((answer as { data: { attemptKey: string } }).data.attemptKey).not.toBe(fields.add_payment_method_attempt);
    expect(await listed("ann")).toHaveLength(2);
  });

  it("refuses a post without a token (no JavaScript) or with a gateway that cannot save cards", async () => {
    expect(await add("ann", { csrf_token: CSRF, payment_method: "card_test", payment_token: "", add_payment_method_attempt: newAttemptKey() })).toMatchObject({
      data: { reason: "payment_token_missing" },
      init: { status: 422 },
    });
    expect(await add("ann", { ...(await addFields("4242424242424242")), payment_method: "bacs" })).toMatchObject({ data: { reason: "payment_method_not_supported" }, init: { status: 422 } });
    expect(await listed("ann")).toHaveLength(2);
  });

  it("makes another card the default and redirects with the made-default notice", async () => {
    const [, mastercard] = await listed("ann");
    if (mastercard === undefined) throw new Error("no second card");
    const answer = await change("ann", "make_default", mastercard.id);
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toBe(`${LIST}?notice=payment_method_made_default`);
    expect((await listed("ann")).map((m) => m.isDefault)).toEqual([false, true]);
  });

  it("answers 404 to another customer's card, for Make default and Delete, and changes nothing", async () => {
    const before = await listed("ann");
    const [visa] = before;
    if (visa === undefined) throw new Error("no card");
    expect(statusOf(await change("bob", "make_default", visa.id))).toBe(404);
    expect(statusOf(await change("bob", "delete", visa.id))).toBe(404);
    expect(statusOf(await change("ann", "delete", 999_999))).toBe(404);
    expect(await listed("ann")).toEqual(before);
    expect(await listed("bob")).toEqual([]);
  });

  it("answers 400 to an unknown action or a method id that is not a number", async () => {
    expect(statusOf(await change("ann", "rename", 1))).toBe(400);
    expect(statusOf(await change("ann", "delete", "1 or 1=1"))).toBe(400);
  });

  it("deletes a card and redirects with the deleted notice; the default passes to the remaining card", async () => {
    const [visa, mastercard] = await listed("ann");
    if (visa === undefined || mastercard === undefined) throw new Error("cards missing");
    const answer = await change("ann", "delete", mastercard.id);
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toBe(`${LIST}?notice=payment_method_deleted`);
    expect(await listed("ann")).toEqual([{ id: visa.id, last4: "4242", isDefault: true }]);
  });
});
