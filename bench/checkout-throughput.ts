import { randomUUID } from "node:crypto";
import { checkoutFields } from "../server/checkout/test-checkout-fixture.ts";
import type { DatabaseKind } from "../server/db/connect.ts";
import { databaseLabel, openEnvironment, withShop, type BenchEnvironment } from "./lib/environment.ts";
import { startHelloWorld, type HelloWorld } from "./lib/hello-world-server.ts";
import { percentile } from "./lib/load.ts";
import { budgetRow, finishReport, formatNumber, ratio, type BudgetRow } from "./lib/report.ts";
import { findProductId, type RunningShop } from "./lib/shop.ts";
import { announceQuickMode, loadSeconds, warmupLoadSeconds } from "./lib/quick-mode.ts";

// Issue 9's bar: completed checkouts per second at 50 concurrent shoppers, each a new guest who
// adds a product to the cart, has the card test mode tokenise 4242 4242 4242 4242, and places the
// order (the no-JS form post, answered by a 303 to the order-received page). Goal on SQLite: at
// least 100 a second with p95 ≤ 250 ms for the whole checkout. The same 50 shoppers making the
// same three requests of a bare node:http server are the baseline of the same run.

export const CHECKOUT_SHOPPERS = 50;
export const CHECKOUTS_PER_SECOND_BAR = 100;
export const CHECKOUT_P95_BUDGET_MS = 250;
const WARMUP_SECONDS = warmupLoadSeconds(5);
const DURATION_SECONDS = loadSeconds(20);
const CSRF = "bench-csrf-token";
/** A demo product with unmanaged stock, so a long run never sells out. */
const PRODUCT_SLUG = "linen-notebook";

interface Visit {
  path: string;
  body: string;
  contentType: string;
}

interface CheckoutLoadResult {
  checkouts: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  failures: number;
  firstFailure: string | null;
}

function checkoutForm(token: string): string {
  return new URLSearchParams({ csrf_token: CSRF, ...checkoutFields({ billing_email: `bench-${randomUUID()}@example.com`, payment_method: "card_test", payment_token: token }) }).toString();
}

/** One shopper's three requests; `token` reads the tokenisation answer (the baseline has none). */
async function checkout(origin: string, productId: number, shop: boolean): Promise<string | null> {
  const cookies = new Map([["csrf_token", CSRF]]);
  const send = async ({ path, body, contentType }: Visit): Promise<Response> => {
    const response = await fetch(origin + path, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": contentType, origin, "x-csrf-token": CSRF, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  };
  const json = "application/json";
  const added = await send({ path: "/api/v1/cart/add-item", body: JSON.stringify({ product_id: productId, quantity: 1 }), contentType: json });
  if (shop && added.status !== 200 && added.status !== 201) return `add-item answered ${added.status}`;
  await added.arrayBuffer();
  const tokenised = await send({ path: "/api/v1/payments/card-test/tokens", body: JSON.stringify({ number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" }), contentType: json });
  const answer = shop ? ((await tokenised.json()) as { token?: string }) : (await tokenised.arrayBuffer(), { token: "baseline" });
  if (answer.token === undefined) return `tokens answered ${tokenised.status}`;
  const placed = await send({ path: "/checkout", body: checkoutForm(answer.token), contentType: "application/x-www-form-urlencoded" });
  await placed.arrayBuffer();
  if (shop && !(placed.status === 303 && (placed.headers.get("location") ?? "").includes("/checkout/order-received/"))) return `checkout answered ${placed.status} ${placed.headers.get("location") ?? ""}`;
  return null;
}

async function runCheckouts(origin: string, productId: number, seconds: number, shop: boolean): Promise<CheckoutLoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | null = null;
  const endAt = performance.now() + seconds * 1000;
  const shopper = async () => {
    while (performance.now() < endAt) {
      const started = performance.now();
      const failure = await checkout(origin, productId, shop).catch((error: unknown) => String(error));
      if (failure === null) latencies.push(performance.now() - started);
      else {
        failures += 1;
        firstFailure ??= failure;
      }
    }
  };
  await Promise.all(Array.from({ length: CHECKOUT_SHOPPERS }, shopper));
  const sorted = Float64Array.from(latencies).sort();
  return { checkouts: latencies.length, perSecond: latencies.length / seconds, p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95), failures, firstFailure };
}


const describe = (r: CheckoutLoadResult) =>
  `${formatNumber(r.perSecond)} checkouts/s, p50 ${formatNumber(r.p50Ms)} ms, p95 ${formatNumber(r.p95Ms)} ms, ${r.failures} failed${r.firstFailure ? ` (first: ${r.firstFailure})` : ""}`;

async function measure(shop: RunningShop, label: string, hello: HelloWorld): Promise<BudgetRow[]> {
  const productId = await findProductId(shop.databaseUrl, PRODUCT_SLUG);
  await runCheckouts(shop.origin, productId, WARMUP_SECONDS, true);
  const measured = await runCheckouts(shop.origin, productId, DURATION_SECONDS, true);
  console.log(`  shop on ${label}: ${describe(measured)}`);
  const baseline = await runCheckouts(new URL(hello.url).origin, productId, DURATION_SECONDS, false);
  console.log(`  node:http (baseline), the same three requests: ${describe(baseline)}`);
  const clean = measured.failures === 0;
  return [
    budgetRow({
      bar: `completed checkouts per second (${label}, ${CHECKOUT_SHOPPERS} shoppers)`,
      value: clean ? measured.perSecond : 0,
      budget: CHECKOUTS_PER_SECOND_BAR,
      kind: "floor",
      unit: "/s",
      detail: describe(measured),
      baselineRatio: ratio(measured.perSecond, baseline.perSecond, "node:http"),
    }),
    budgetRow({
      bar: `checkout p95, add to cart → order placed (${label})`,
      value: clean ? measured.p95Ms : Number.POSITIVE_INFINITY,
      budget: CHECKOUT_P95_BUDGET_MS,
      kind: "ceiling",
      unit: " ms",
      baselineRatio: `${ratio(measured.p95Ms, baseline.p95Ms, "node:http p95")} (${formatNumber(baseline.p95Ms)} ms)`,
    }),
  ];
}

export async function checkoutOn(env: BenchEnvironment, kind: DatabaseKind, hello: HelloWorld): Promise<BudgetRow[]> {
  const label = databaseLabel(kind);
  return withShop(env, { kind, database: `checkout_${kind}`, seedDemo: true, bar: `checkout (${label})` }, (shop) => measure(shop, label, hello));
}

if (import.meta.main) {
  announceQuickMode();
  const env = await openEnvironment({ postgres: true });
  try {
    const hello = env.own(await startHelloWorld());
    finishReport([...(await checkoutOn(env, "sqlite", hello)), ...(await checkoutOn(env, "postgres", hello))]);
  } finally {
    await env.close();
  }
}
