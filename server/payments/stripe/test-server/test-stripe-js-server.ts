import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for js.stripe.com, for browser tests that cannot reach Stripe: it serves
// stripe-js/stripe-v3.js as Stripe.js (at /v3, as https://js.stripe.com/v3) and the Payment
// Element's iframe page, whose script sends the card to the local Stripe-protocol server
// (test-stripe-server.ts) the way Stripe.js sends it to api.stripe.com. It is another origin than
// the API server and the shop, as js.stripe.com is. Every request is listed, so a test can tell on
// which pages Stripe.js was fetched.

export interface StripeJsStandIn {
  /** http://127.0.0.1:port */
  url: string;
  /** Stripe.js's address here: the shop's STRIPE_JS_URL. */
  scriptUrl: string;
  /** Each request: its path and the page it came from (the Referer header). */
  requests: { path: string; referer: string | null }[];
  close(): Promise<void>;
}

const read = (name: string) => readFileSync(new URL(`./stripe-js/${name}`, import.meta.url), "utf8");

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The Payment Element's frame: a card number, an expiration date and a security code, labelled. */
function framePage(apiUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="stripe-api-url" content="${escapeAttribute(apiUrl)}">
<title>Secure card payment input</title>
<style>
  html { font: 16px/1.4 system-ui, sans-serif; color: #30313d; background: transparent; }
  body { margin: 0; padding: 2px; }
  .field { display: flex; flex-direction: column; margin-bottom: 0.75rem; }
  .row { display: flex; gap: 0.75rem; }
  .row .field { flex: 1; }
  label { font-size: 0.9rem; margin-bottom: 0.25rem; }
  input { font: inherit; padding: 0.6rem 0.75rem; border: 1px solid #6d6e78; border-radius: 5px; color: #30313d; background: #fff; }
  input::placeholder { color: #6d6e78; }
  input:focus { outline: 2px solid #0570de; outline-offset: 1px; }
  input[aria-invalid="true"] { border-color: #c0123c; border-width: 2px; }
</style>
</head>
<body>
  <div class="field"><label for="card-number">Card number</label><input id="card-number" autocomplete="cc-number" inputmode="numeric" placeholder="1234 1234 1234 1234"></div>
  <div class="row">
    <div class="field"><label for="card-expiry">Expiration date</label><input id="card-expiry" autocomplete="cc-exp" inputmode="numeric" placeholder="MM / YY"></div>
    <div class="field"><label for="card-cvc">Security code</label><input id="card-cvc" autocomplete="cc-csc" inputmode="numeric" placeholder="CVC"></div>
  </div>
<script src="/elements/payment-element.js"></script>
</body>
</html>`;
}

export async function startStripeJsStandIn(options: { apiUrl: string }): Promise<StripeJsStandIn> {
  const files: Record<string, { type: string; body: string }> = {
    "/v3": { type: "text/javascript; charset=utf-8", body: read("stripe-v3.js") },
    "/elements/payment": { type: "text/html; charset=utf-8", body: framePage(options.apiUrl) },
    "/elements/payment-element.js": { type: "text/javascript; charset=utf-8", body: read("payment-element-frame.js") },
  };
  const requests: StripeJsStandIn["requests"] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://js.stripe.test").pathname.replace(/\/$/, "");
    requests.push({ path, referer: request.headers.referer ?? null });
    const file = request.method === "GET" ? files[path] : undefined;
    if (file === undefined) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    response.writeHead(200, { "content-type": file.type, "cache-control": "no-store", "access-control-allow-origin": "*" }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    scriptUrl: `${url}/v3`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
