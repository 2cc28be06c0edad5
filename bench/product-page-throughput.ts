import type { DatabaseKind } from "../server/db/connect.ts";
import { type BenchEnvironment, databaseLabel, openEnvironment, withShop } from "./lib/environment.ts";
import { type HelloWorld, startHelloWorld } from "./lib/hello-world-server.ts";
import { CACHE_MODES, type LoadResult, describeLoad, measure, probePageCache } from "./lib/load.ts";
import { type BudgetRow, budgetRow, formatNumber, ratio, rowsOrError, finishReport } from "./lib/report.ts";
import { fetchPage, findProductPath, type RunningShop, whileShopRuns } from "./lib/shop.ts";

// Bar 1: a variable product page, server-rendered, at 50 connections must do at least 0.12× the
// requests per second of a node:http hello world loaded the same way, with p99 ≤ 25 ms. Measured
// with the page cache bypassed (each request rendered) and with it (each request the same URL).

export const THROUGHPUT_CONNECTIONS = 50;
export const THROUGHPUT_DURATION_SECONDS = 10;
export const THROUGHPUT_WARMUP_SECONDS = 2;
export const MIN_PRODUCT_PAGE_THROUGHPUT_VS_HELLO_WORLD = 0.12;
export const PRODUCT_PAGE_P99_BUDGET_MS = 25;

const load = { connections: THROUGHPUT_CONNECTIONS, durationSeconds: THROUGHPUT_DURATION_SECONDS, warmupSeconds: THROUGHPUT_WARMUP_SECONDS };

async function measureHelloWorldThroughput(hello: HelloWorld): Promise<LoadResult> {
  const result = await measure({ ...load, url: hello.url, cacheMode: "cached" });
  console.log(`  ${describeLoad("hello world (baseline)", result)}`);
  return result;
}

function productPageRows(result: LoadResult, label: string, hello: LoadResult): BudgetRow[] {
  const throughputRatio = result.requestsPerSecond / hello.requestsPerSecond;
  const where = `${label}, ${result.cacheMode}`;
  return [
    budgetRow({
      bar: `product page req/s ÷ hello world (${where})`,
      value: throughputRatio,
      budget: MIN_PRODUCT_PAGE_THROUGHPUT_VS_HELLO_WORLD,
      kind: "floor",
      unit: "×",
      detail: `${formatNumber(result.requestsPerSecond)} vs ${formatNumber(hello.requestsPerSecond)} req/s`,
      baselineRatio: `${formatNumber(throughputRatio)}× hello world`,
    }),
    budgetRow({
      bar: `product page p99 (${where})`,
      value: result.p99Ms,
      budget: PRODUCT_PAGE_P99_BUDGET_MS,
      kind: "ceiling",
      unit: " ms",
      detail: `p50 ${formatNumber(result.p50Ms)} ms${result.timeouts > 0 ? `, ${result.timeouts} timed out` : ""}`,
      baselineRatio: ratio(result.p99Ms, hello.p99Ms, "hello-world p99"),
    }),
  ];
}

/**
 * The product page of a running shop, uncached then cached. The hello world is loaded just
 * before, so other work on the machine weighs on the baseline and the shop alike.
 */
export async function measureProductPage(shop: RunningShop, label: string, helloWorld: HelloWorld): Promise<BudgetRow[]> {
  const path = await findProductPath(shop.databaseUrl);
  const url = `${shop.origin}${path}`;
  await fetchPage(url);
  console.log(`  page cache on a repeated GET of ${path}: ${await probePageCache(url)}`);
  const hello = await measureHelloWorldThroughput(helloWorld);
  const rows: BudgetRow[] = [];
  for (const cacheMode of CACHE_MODES) {
    const measured = await rowsOrError(`product page (${label}, ${cacheMode})`, () =>
      whileShopRuns(shop, async () => {
        const result = await measure({ ...load, url, cacheMode });
        console.log(`  ${describeLoad(`${path} on ${label}, ${cacheMode}`, result)}`);
        return productPageRows(result, label, hello);
      }),
    );
    rows.push(...measured);
  }
  rows.push(...(await rowsOrError(`product page (${label}, cached, uncompressed)`, () => whileShopRuns(shop, () => compareCompression(url, label, hello)))));
  return rows;
}

/**
 * Issue 8 §6: the cached page answered uncompressed (a client that accepts only identity: what
 * every client got before compression) beside the stored brotli variant browsers get now. Read the
 * two with care: autocannon's own parser is slower on a binary (brotli) body than on text, so the
 * brotli figure understates the server (2026-11-24: one fixed 13.8 KB brotli body served by a bare
 * node:http server, 21k req/s under autocannon, 13.1k req/s to Node's http client, against 49k
 * and 8.9k for the 83 KB identity page). Bytes on the wire are exact either way.
 */
async function compareCompression(url: string, label: string, hello: LoadResult): Promise<BudgetRow[]> {
  const identity = await measure({ ...load, url, cacheMode: "cached", acceptEncoding: "identity" });
  const brotli = await measure({ ...load, url, cacheMode: "cached" });
  console.log(`  ${describeLoad(`cached, identity (${formatNumber(identity.bytesPerResponse)} B each)`, identity)}`);
  console.log(`  ${describeLoad(`cached, brotli (${formatNumber(brotli.bytesPerResponse)} B each)`, brotli)}`);
  const vsHello = identity.requestsPerSecond / hello.requestsPerSecond;
  return [
    budgetRow({
      bar: `product page req/s ÷ hello world (${label}, cached, uncompressed)`,
      value: vsHello,
      budget: MIN_PRODUCT_PAGE_THROUGHPUT_VS_HELLO_WORLD,
      kind: "floor",
      unit: "×",
      detail: `${formatNumber(identity.requestsPerSecond)} req/s, ${formatNumber(identity.bytesPerResponse)} B each; brotli ${formatNumber(brotli.requestsPerSecond)} req/s, ${formatNumber(brotli.bytesPerResponse)} B each`,
      baselineRatio: `${formatNumber(vsHello)}× hello world; brotli ${formatNumber(brotli.requestsPerSecond / hello.requestsPerSecond)}×`,
    }),
  ];
}

/** Seeds a demo shop on the given database, measures its product page, and stops it. */
export function productPageOn(env: BenchEnvironment, kind: DatabaseKind, hello: HelloWorld): Promise<BudgetRow[]> {
  const label = databaseLabel(kind);
  return withShop(env, { kind, database: "shop_demo", seedDemo: true, bar: `product page (${label})` }, (shop) =>
    measureProductPage(shop, label, hello),
  );
}

async function main(): Promise<void> {
  const env = await openEnvironment({ postgres: true });
  const rows: BudgetRow[] = [];
  try {
    const hello = env.own(await startHelloWorld());
    for (const kind of ["sqlite", "postgres"] as const) rows.push(...(await productPageOn(env, kind, hello)));
  } finally {
    await env.close();
  }
  finishReport(rows);
}

if (import.meta.main) await main();
