import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parseFormBody } from "./test-form-body.ts";
import { createStripeTestApi, type ApiAnswer, type StripeTestEvent } from "./test-stripe-api.ts";

// A local HTTP server that speaks Stripe's REST protocol, for the Stripe adapter's integration
// tests (Stripe cannot be reached from here): Bearer secret keys, form-encoded bodies with nested
// keys, the Idempotency-Key header (a retried request with the same key, even one sent while the
// first is under way, gets the first one's answer and does nothing again; the same key with other
// parameters is refused), Stripe's error objects and statuses, and events signed the way Stripe
// signs webhooks (`Stripe-Signature: t=…,v1=…`, HMAC-SHA256 of `t.payload`).

export interface StripeTestServer {
  /** http://127.0.0.1:port */
  url: string;
  secretKey: string;
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

function send(response: ServerResponse, answer: ApiAnswer, replayed: boolean): void {
  response.writeHead(answer.status, {
    "content-type": "application/json",
    "request-id": `req_${randomBytes(8).toString("hex")}`,
    ...(replayed ? { "idempotent-replayed": "true" } : {}),
  });
  response.end(JSON.stringify(answer.body));
}

export function signStripePayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

export async function startStripeTestServer(options: { secretKey?: string; webhookSecret?: string } = {}): Promise<StripeTestServer> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString("hex")}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(12).toString("hex")}`;
  let url = "";
  const api = createStripeTestApi(() => url);
  const remembered = new Map<string, Remembered>();
  const requests: StripeTestServer["requests"] = [];

  async function answer(request: IncomingMessage): Promise<{ answer: ApiAnswer; replayed: boolean }> {
    const path = new URL(request.url ?? "/", "http://stripe.test").pathname;
    const method = request.method ?? "GET";
    const body = await readBody(request);
    // The test routes stand for the shopper's browser on Stripe's pages: no API key.
    if (!path.startsWith("/test/") && request.headers.authorization !== `Bearer ${secretKey}`) {
      return { answer: { status: 401, body: { error: { type: "invalid_request_error", message: "Invalid API Key provided." } } }, replayed: false };
    }
    const key = method === "POST" ? (request.headers["idempotency-key"] as string | undefined) ?? null : null;
    const fingerprint = `${method} ${path} ${body}`;
    if (key !== null) {
      const earlier = remembered.get(key);
      if (earlier !== undefined) {
        if (earlier.fingerprint !== fingerprint) {
          const message = "Keys for idempotent requests can only be used with the same parameters they were first used with.";
          return { answer: { status: 400, body: { error: { type: "idempotency_error", message } } }, replayed: false };
        }
        return { answer: await earlier.answer, replayed: true };
      }
    }
    requests.push({ method, path, idempotencyKey: key, replayed: false });
    const result = Promise.resolve(api.handle(method, path, parseFormBody(body)));
    if (key !== null) remembered.set(key, { fingerprint, answer: result });
    return { answer: await result, replayed: false };
  }

  const server = createServer((request, response) => {
    answer(request)
      .then(({ answer: result, replayed }) => send(response, result, replayed))
      .catch((error: unknown) => send(response, { status: 500, body: { error: { type: "api_error", message: String(error) } } }, false));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    secretKey,
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
