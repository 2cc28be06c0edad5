import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { formString, parseFormBody, type FormObject } from "./test-form-body.ts";
import { createStripeTestApi, type ApiAnswer, type StripeTestEvent } from "./test-stripe-api.ts";

// A local HTTP server that speaks Stripe's REST protocol, for the Stripe adapter's integration
// tests (Stripe cannot be reached from here): Bearer secret keys, form-encoded bodies with nested
// keys, the Idempotency-Key header (a retried request with the same key, even one sent while the
// first is under way, gets the first one's answer and does nothing again; the same key with other
// parameters is refused), Stripe's error objects and statuses, and events signed the way Stripe
// signs webhooks (`Stripe-Signature: t=…,v1=…`, HMAC-SHA256 of `t.payload`).
// For the browser (Stripe.js, or its stand-in in test-stripe-js-server.ts): POST /v1/payment_methods
// with the publishable key in the body (`key=pk_…`, as Stripe.js sends it, a simple CORS request),
// and the 3-D Secure page a PaymentIntent's next_action sends the shopper to, which sends them
// back to the return_url with the outcome, as Stripe's test page does.

export interface StripeTestServer {
  /** http://127.0.0.1:port */
  url: string;
  secretKey: string;
  /** The key Stripe.js creates PaymentMethods with (only that). */
  publishableKey: string;
  webhookSecret: string;
  api: ReturnType<typeof createStripeTestApi>;
  /** Every request the server acted on (a replayed retry is not listed again). */
  requests: { method: string; path: string; idempotencyKey: string | null; replayed: boolean }[];
  /** An event as Stripe would deliver it: its JSON body and the Stripe-Signature header. */
  signedDelivery(event: StripeTestEvent, options?: { timestamp?: number; secret?: string }): { body: string; signature: string };
  close(): Promise<void>;
}

interface Remembered {
  fingerprint: string;
  answer: Promise<ApiAnswer>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** The one endpoint a browser calls with the publishable key, cross-origin (Stripe answers it with CORS headers). */
const BROWSER_PATH = "/v1/payment_methods";
const AUTHENTICATE_PATH = /^\/test\/authenticate\/([A-Za-z0-9_]+)$/;

interface Answered {
  answer: ApiAnswer;
  replayed: boolean;
  /** An HTML page or a redirect instead of JSON (the 3-D Secure page). */
  page?: { status: number; headers: Record<string, string>; html: string };
}

function send(response: ServerResponse, path: string, { answer, replayed, page }: Answered): void {
  const cors = path === BROWSER_PATH ? { "access-control-allow-origin": "*" } : {};
  if (page !== undefined) {
    response.writeHead(page.status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", ...page.headers });
    response.end(page.html);
    return;
  }
  response.writeHead(answer.status, {
    "content-type": "application/json",
    "request-id": `req_${randomBytes(8).toString("hex")}`,
    ...cors,
    ...(replayed ? { "idempotent-replayed": "true" } : {}),
  });
  response.end(JSON.stringify(answer.body));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Stripe's test 3-D Secure page: the shopper completes or fails the authentication. */
function authenticationPage(intentId: string, amount: number, currency: string): string {
  const action = `/test/authenticate/${escapeHtml(intentId)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>3D Secure 2 Test Page</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}button{font:inherit;padding:.5rem 1rem;margin-right:.5rem}</style></head>
<body><main><h1>3D Secure 2 Test Page</h1>
<p>Authenticate a test payment of ${amount} ${escapeHtml(currency.toUpperCase())} (minor units).</p>
<form method="post" action="${action}"><input type="hidden" name="return_to_merchant" value="true">
<button type="submit" name="outcome" value="complete">Complete</button><button type="submit" name="outcome" value="fail">Fail</button>
</form></main></body></html>`;
}

export function signStripePayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

export async function startStripeTestServer(options: { secretKey?: string; publishableKey?: string; webhookSecret?: string } = {}): Promise<StripeTestServer> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString("hex")}`;
  const publishableKey = options.publishableKey ?? `pk_test_${randomBytes(12).toString("hex")}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(12).toString("hex")}`;
  let url = "";
  const api = createStripeTestApi(() => url);
  const remembered = new Map<string, Remembered>();
  const requests: StripeTestServer["requests"] = [];

  /** Which key the request carries: the secret one (Bearer), or the publishable one Stripe.js sends in the body. */
  function keyOf(request: IncomingMessage, form: FormObject): "secret" | "publishable" | null {
    const bearer = request.headers.authorization;
    if (bearer === `Bearer ${secretKey}`) return "secret";
    if (bearer === `Bearer ${publishableKey}` || formString(form, "key") === publishableKey) return "publishable";
    return null;
  }

  /** The 3-D Secure page (GET), and the shopper's answer on it (POST; the adapter's tests post it directly and read JSON). */
  function authenticate(method: string, intentId: string, form: FormObject): Answered {
    if (method === "GET") {
      const awaiting = api.awaitingAuthentication(intentId);
      const html = awaiting === null ? "<!doctype html><title>Not found</title><p>No PaymentIntent awaits authentication." : authenticationPage(intentId, awaiting.amount, awaiting.currency);
      return { answer: { status: 200, body: null }, replayed: false, page: { status: awaiting === null ? 404 : 200, headers: {}, html } };
    }
    const returnUrl = api.awaitingAuthentication(intentId)?.returnUrl ?? null;
    const answer = api.handle(method, `/test/authenticate/${intentId}`, form);
    if (formString(form, "return_to_merchant") !== "true" || returnUrl === null || answer.status !== 200) return { answer, replayed: false };
    const status = (answer.body as { status?: string }).status === "succeeded" ? "succeeded" : "failed";
    const back = new URL(returnUrl);
    back.searchParams.set("payment_intent", intentId);
    back.searchParams.set("payment_intent_client_secret", `${intentId}_secret_test`);
    back.searchParams.set("redirect_status", status);
    return { answer, replayed: false, page: { status: 303, headers: { location: back.href }, html: "" } };
  }

  async function answer(request: IncomingMessage): Promise<Answered> {
    const path = new URL(request.url ?? "/", "http://stripe.test").pathname;
    const method = request.method ?? "GET";
    const body = await readBody(request);
    const form = parseFormBody(body);
    // The test routes stand for the shopper's browser on Stripe's pages: no API key.
    const challenge = AUTHENTICATE_PATH.exec(path);
    if (challenge !== null) return authenticate(method, challenge[1] ?? "", form);
    const key = keyOf(request, form);
    if (key === null) return { answer: { status: 401, body: { error: { type: "invalid_request_error", message: "Invalid API Key provided." } } }, replayed: false };
    if (key === "publishable" && !(method === "POST" && path === BROWSER_PATH)) {
      const message = "This API call cannot be made with a publishable API key. Please use a secret API key.";
      return { answer: { status: 401, body: { error: { type: "invalid_request_error", message } } }, replayed: false };
    }
    const idempotencyKey = method === "POST" ? (request.headers["idempotency-key"] as string | undefined) ?? null : null;
    const fingerprint = `${method} ${path} ${body}`;
    if (idempotencyKey !== null) {
      const earlier = remembered.get(idempotencyKey);
      if (earlier !== undefined) {
        if (earlier.fingerprint !== fingerprint) {
          const message = "Keys for idempotent requests can only be used with the same parameters they were first used with.";
          return { answer: { status: 400, body: { error: { type: "idempotency_error", message } } }, replayed: false };
        }
        return { answer: await earlier.answer, replayed: true };
      }
    }
    requests.push({ method, path, idempotencyKey, replayed: false });
    const result = Promise.resolve(api.handle(method, path, form));
    if (idempotencyKey !== null) remembered.set(idempotencyKey, { fingerprint, answer: result });
    return { answer: await result, replayed: false };
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://stripe.test").pathname;
    // Stripe.js's request is a simple one (form body, no custom header); a preflight is answered anyway.
    if (request.method === "OPTIONS" && path === BROWSER_PATH) {
      response.writeHead(204, { "access-control-allow-origin": "*", "access-control-allow-methods": "POST", "access-control-allow-headers": "content-type, authorization", "access-control-max-age": "600" });
      response.end();
      return;
    }
    answer(request)
      .then((answered) => send(response, path, answered))
      .catch((error: unknown) => send(response, path, { answer: { status: 500, body: { error: { type: "api_error", message: String(error) } } }, replayed: false }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    secretKey,
    publishableKey,
    webhookSecret,
    api,
    requests,
    signedDelivery(event, signing = {}) {
      const body = JSON.stringify(event);
      const timestamp = signing.timestamp ?? Math.floor(Date.now() / 1000);
      return { body, signature: signStripePayload(body, signing.secret ?? webhookSecret, timestamp) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
