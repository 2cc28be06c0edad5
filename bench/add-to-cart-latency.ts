import autocannon from "autocannon";
import type { DatabaseKind } from "../server/db/connect.ts";
import { connectDatabase } from "../server/db/connect.ts";
import { databaseLabel, openEnvironment, withShop, type BenchEnvironment } from "./lib/environment.ts";
import { percentile } from "./lib/load.ts";
import { budgetRow, finishReport, formatNumber, type BudgetRow } from "./lib/report.ts";
import type { RunningShop } from "./lib/shop.ts";

// Issue 3's bar: add-to-cart p99 ≤ 50 ms at 200 connections with 0 errors, on SQLite and
// PostgreSQL. Every request is a guest's first add (no cart cookie), so each one creates a cart
// and a line: the heaviest add there is. Two loads: "saturated" sends as fast as 200 connections
// can (latency is then mostly queueing: 200 ÷ throughput), and "at rate" spreads a fixed
// ADD_TO_CART_RATE over the same 200 connections, like a busy shop's shoppers would.

export const ADD_TO_CART_CONNECTIONS = 200;
export const ADD_TO_CART_P99_BUDGET_MS = 50;
/** Adds per second for the "at rate" load: far above a large shop's real peak. */
export const ADD_TO_CART_RATE = 500;
const DURATION_SECONDS = 10;
const WARMUP_SECONDS = 2;
const BENCH_CSRF_TOKEN = "bench-csrf-token";
/** A simple, purchasable demo product with unmanaged stock. */
const PRODUCT_SLUG = "linen-notebook";

interface AddResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  requests: number;
}

async function productId(databaseUrl: string): Promise<number> {
  const database = connectDatabase(databaseUrl, { poolSize: 1 });
  try {
    const row = await database.db.selectFrom("products").select("id").where("slug", "=", PRODUCT_SLUG).executeTakeFirst();
    if (!row) throw new Error(`demo product ${PRODUCT_SLUG} is missing`);
    return row.id;
  } finally {
    await database.close();
  }
}

function addToCart(shop: RunningShop, id: number, durationSeconds: number, overallRate?: number): Promise<AddResult> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${shop.origin}/api/v1/cart/add-item`,
        method: "POST",
        connections: ADD_TO_CART_CONNECTIONS,
        duration: durationSeconds,
        ...(overallRate === undefined ? {} : { overallRate }),
        headers: {
          "content-type": "application/json",
          origin: shop.origin,
          cookie: `csrf_token=${BENCH_CSRF_TOKEN}`,
          "x-csrf-token": BENCH_CSRF_TOKEN,
        },
        body: JSON.stringify({ product_id: id, quantity: 1 }),
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        const sorted = Float64Array.from(latencies).sort();
        resolve({
          requestsPerSecond: result.requests.total / result.duration,
          p50Ms: percentile(sorted, 0.5),
          p99Ms: percentile(sorted, 0.99),
          errors: result.errors,
          non2xx: result.non2xx,
          requests: result.requests.total,
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

function row(label: string, mode: string, result: AddResult): BudgetRow {
  const clean = result.errors === 0 && result.non2xx === 0;
  return budgetRow({
    bar: `add-to-cart p99 (${label}, ${mode})`,
    value: clean ? result.p99Ms : Number.POSITIVE_INFINITY,
    budget: ADD_TO_CART_P99_BUDGET_MS,
    kind: "ceiling",
    unit: " ms",
    detail: `p50 ${formatNumber(result.p50Ms)} ms, ${formatNumber(result.requestsPerSecond)} adds/s, ${result.errors} errors, ${result.non2xx} non-2xx of ${result.requests}`,
    baselineRatio: "—",
  });
}

export async function addToCartOn(env: BenchEnvironment, kind: DatabaseKind): Promise<BudgetRow[]> {
  const label = databaseLabel(kind);
  return withShop(env, { kind, database: `add_to_cart_${kind}`, seedDemo: true, bar: `add-to-cart (${label})` }, async (shop) => {
    const id = await productId(shop.databaseUrl);
    await addToCart(shop, id, WARMUP_SECONDS);
    const saturated = await addToCart(shop, id, DURATION_SECONDS);
    const atRate = await addToCart(shop, id, DURATION_SECONDS, ADD_TO_CART_RATE);
    return [row(label, `${ADD_TO_CART_CONNECTIONS} connections, saturated`, saturated), row(label, `${ADD_TO_CART_CONNECTIONS} connections, ${ADD_TO_CART_RATE}/s`, atRate)];
  });
}

if (import.meta.main) {
  const env = await openEnvironment({ postgres: true });
  try {
    finishReport([...(await addToCartOn(env, "sqlite")), ...(await addToCartOn(env, "postgres"))]);
  } finally {
    await env.close();
  }
}
