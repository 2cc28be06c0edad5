import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeJsStandIn, type StripeJsStandIn } from "./test-stripe-js-server.ts";
import { startStripeTestServer, type StripeTestServer } from "./test-stripe-server.ts";

// What the browser asks of the local Stripe servers: Stripe.js's POST /v1/payment_methods with the
// publishable key (and nothing else with that key), the 3-D Secure page and its way back to the
// shop, and the Stripe.js stand-in's files.

describe("the local Stripe servers, as a browser uses them", () => {
  let server: StripeTestServer;
  let standIn: StripeJsStandIn;
  beforeAll(async () => {
    server = await startStripeTestServer();
    standIn = await startStripeJsStandIn({ apiUrl: server.url });
  });
  afterAll(async () => {
    await standIn.close();
    await server.close();
  });

  const createMethod = (card: Record<string, string>, key = server.publishableKey) => {
    const body = new URLSearchParams({ type: "card", key });
    for (const [name, value] of Object.entries(card)) body.set(`card[${name}]`, value);
    return fetch(`${server.url}/v1/payment_methods`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://shop.test" }, body: body.toString() });
  };
  const visa = { number: "4242424242424242", exp_month: "12", exp_year: "34", cvc: "123" };

  it("creates a PaymentMethod from a test card's number with the publishable key in the body, answering with CORS, and the card behaves as that test card", async () => {
    const response = await createMethod(visa);
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const method = (await response.json()) as { id: string; card: unknown };
    expect(method).toMatchObject({ id: expect.stringMatching(/^pm_[a-f0-9]{24}$/) as unknown, object: "payment_method", card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 } });
    expect(server.api.methods.get(method.id)?.card.outcome).toEqual({ kind: "succeeds" });
  });

  it("refuses an incorrect number, a past expiry, a missing security code and a live card with Stripe's 402 card errors", async () => {
    const refusal = async (card: Record<string, string>) => ((await (await createMethod(card)).json()) as { error: unknown }).error;
    expect(await refusal({ ...visa, number: "4242424242424241" })).toMatchObject({ type: "card_error", code: "incorrect_number", param: "card[number]" });
    expect(await refusal({ ...visa, exp_year: "2020" })).toMatchObject({ type: "card_error", code: "invalid_expiry_year" });
    expect(await refusal({ ...visa, cvc: "" })).toMatchObject({ type: "card_error", code: "invalid_cvc" });
    expect(await refusal({ ...visa, number: "4000056655665556" })).toMatchObject({ type: "card_error", code: "card_declined", decline_code: "test_mode_live_card" });
    expect((await createMethod({ ...visa, number: "4242424242424241" })).status).toBe(402);
  });

  it("takes the publishable key for nothing but creating a PaymentMethod, and refuses a wrong key", async () => {
    const intent = await fetch(`${server.url}/v1/payment_intents`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `amount=100&currency=usd&key=${server.publishableKey}` });
    expect(intent.status).toBe(401);
    expect(await intent.json()).toMatchObject({ error: { message: expect.stringContaining("publishable API key") as unknown } });
    expect((await createMethod(visa, "pk_test_someone_else")).status).toBe(401);
  });

  it("shows the 3-D Secure page, and sends the shopper back to the return_url with the outcome once answered", async () => {
    const body = new URLSearchParams({ amount: "1500", currency: "usd", payment_method: "pm_card_authenticationRequired", confirm: "true", return_url: "http://shop.test/checkout/order-received/7/?key=k" });
    const intent = (await (await fetch(`${server.url}/v1/payment_intents`, { method: "POST", headers: { authorization: `Bearer ${server.secretKey}` }, body })).json()) as { id: string; next_action: { redirect_to_url: { url: string } } };
    const page = await fetch(intent.next_action.redirect_to_url.url);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain('<button type="submit" name="outcome" value="complete">Complete</button>');
    const answered = await fetch(intent.next_action.redirect_to_url.url, { method: "POST", redirect: "manual", body: new URLSearchParams({ outcome: "complete", return_to_merchant: "true" }) });
    expect(answered.status).toBe(303);
    const back = new URL(answered.headers.get("location") ?? "");
    expect(`${back.origin}${back.pathname}`).toBe("http://shop.test/checkout/order-received/7/");
    expect(Object.fromEntries(back.searchParams)).toEqual({ key: "k", payment_intent: intent.id, payment_intent_client_secret: `${intent.id}_secret_test`, redirect_status: "succeeded" });
    expect((await fetch(intent.next_action.redirect_to_url.url)).status).toBe(404);
  });

  it("serves the Stripe.js stand-in at /v3 and the Payment Element's frame, which names the API server, and lists the requests", async () => {
    const script = await fetch(standIn.scriptUrl);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect(await script.text()).toContain("window.Stripe = Stripe;");
    const frame = await (await fetch(`${standIn.url}/elements/payment`)).text();
    expect(frame).toContain(`<meta name="stripe-api-url" content="${server.url}">`);
    expect(frame).toContain('<label for="card-number">Card number</label>');
    expect((await fetch(`${standIn.url}/elements/payment-element.js`)).status).toBe(200);
    expect(standIn.requests.map((r) => r.path)).toEqual(["/v3", "/elements/payment", "/elements/payment-element.js"]);
  });
});
