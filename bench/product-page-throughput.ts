import type { DatabaseKind } from "../server/db/connect.ts";
import { measureDemoListings } from "./demo-listing-throughput.ts";
import { type BenchEnvironment, databaseLabel, openEnvironment, withShop } from "./lib/environment.ts";
import { type HelloWorld, startHelloWorld } from "./lib/hello-world-server.ts";
import { type LoadResult, describeLoad, measure, probePageCache, requireUncachedMisses } from "./lib/load.ts";
import { announceQuickMode, loadSeconds, warmupLoadSeconds } from "./lib/quick-mode.ts";
import { type BudgetRow, budgetRow, formatNumber, ratio, rowsOrError, finishReport } from "./lib/report.ts";
import { startSameBytesServerFor } from "./lib/same-bytes-server.ts";
import { fetchPage, findProductPath, type RunningShop, whileShopRuns } from "./lib/shop.ts";

// Bar 1, a variable product page server-rendered:
// - cached, at 50 connections: at least 0.12× the requests per second of a node:http server
//   answering the very same bytes and headers, loaded the same way, with p99 ≤ 25 ms. (Against
//   the hello world, printed too, the ratio measured autocannon's speed at reading brotli pages.)
// - uncached (issue 13), a unique query string per request at 10 connections: at least 0.012× the
//   hello world's requests per second on SQLite, 0.010× on PostgreSQL, with p99 ≤ 50 ms.

export const CACHED_CONNECTIONS = 50;
export const UNCACHED_CONNECTIONS = 10;
export const THROUGHPUT_DURATION_SECONDS = loadSeconds(10);
export const THROUGHPUT_WARMUP_SECONDS = warmupLoadSeconds(2);
export const MIN_CACHED_PRODUCT_PAGE_VS_SAME_BYTES = 0.12;
export const CACHED_PRODUCT_PAGE_P99_BUDGET_MS = 25;
/** Bar 1's figure before issue 13, against the hello world: the uncompressed page (issue 8 §6) is still read against it. */
const MIN_UNCOMPRESSED_CACHED_VS_HELLO_WORLD = 0.12;
export const MIN_UNCACHED_PRODUCT_PAGE_VS_HELLO_WORLD: Readonly<Record<DatabaseKind, number>> = { sqlite: 0.012, postgres: 0.01 };
export const UNCACHED_PRODUCT_PAGE_P99_BUDGET_MS = 50;

const timing = { durationSeconds: THROUGHPUT_DURATION_SECONDS, warmupSeconds: THROUGHPUT_WARMUP_SECONDS };

/** The hello world at `connections`, loaded right before the shop so both see the same machine. */
export async function measureHelloWorldThroughput(hello: HelloWorld, connections: number): Promise<LoadResult> {
  const result = await measure({ ...timing, connections, url: hello.url, cacheMode: "cached" });
  console.log(`  ${describeLoad("hello world (baseline)", result)}`);
  return result;
}

const timedOut = (result: LoadResult) => (result.timeouts > 0 ? `, ${result.timeouts} timed out` : "");

function cachedRows(result: LoadResult, label: string, sameBytes: LoadResult, hello: LoadResult): BudgetRow[] {
  const where = `${label}, cached, ${CACHED_CONNECTIONS} connections`;
  const vsSameBytes = result.requestsPerSecond / sameBytes.requestsPerSecond;
  const vsHello = `${formatNumber(result.requestsPerSecond / hello.requestsPerSecond)}× hello world`;
  return [
    budgetRow({
      bar: `product page req/s ÷ same-bytes node:http (${where})`,
      value: vsSameBytes,
      budget: MIN_CACHED_PRODUCT_PAGE_VS_SAME_BYTES,
      kind: "floor",
      unit: "×",
      detail: `${formatNumber(result.requestsPerSecond)} vs ${formatNumber(sameBytes.requestsPerSecond)} req/s; hello world ${formatNumber(hello.requestsPerSecond)} req/s`,
      baselineRatio: `${formatNumber(vsSameBytes)}× same bytes; ${vsHello}`,
    }),
    budgetRow({
      bar: `product page p99 (${where})`,
      value: result.p99Ms,
      budget: CACHED_PRODUCT_PAGE_P99_BUDGET_MS,
      kind: "ceiling",
      unit: " ms",
      detail: `p50 ${formatNumber(result.p50Ms)} ms${timedOut(result)}`,
      baselineRatio: `${ratio(result.p99Ms, sameBytes.p99Ms, "same-bytes p99")}; ${ratio(result.p99Ms, hello.p99Ms, "hello-world p99")}`,
    }),
  ];
}

function uncachedRows(result: LoadResult, kind: DatabaseKind, hello: LoadResult): BudgetRow[] {
  const where = `${databaseLabel(kind)}, uncached, ${UNCACHED_CONNECTIONS} connections`;
  const vsHello = result.requestsPerSecond / hello.requestsPerSecond;
  return [
    budgetRow({
      bar: `product page req/s ÷ hello world (${where})`,
      value: vsHello,
      budget: MIN_UNCACHED_PRODUCT_PAGE_VS_HELLO_WORLD[kind],
      kind: "floor",
      unit: "×",
      detail: `${formatNumber(result.requestsPerSecond)} vs ${formatNumber(hello.requestsPerSecond)} req/s`,
      baselineRatio: `${formatNumber(vsHello)}× hello world`,
    }),
    budgetRow({
      bar: `product page p99 (${where})`,
      value: result.p99Ms,
      budget: UNCACHED_PRODUCT_PAGE_P99_BUDGET_MS,
      kind: "ceiling",
      unit: " ms",
      detail: `p50 ${formatNumber(result.p50Ms)} ms${timedOut(result)}`,
      baselineRatio: ratio(result.p99Ms, hello.p99Ms, "hello-world p99"),
    }),
  ];
}

/**
 * The cached page at 50 connections against the hello world and a server answering the same
 * bytes and headers, each loaded right before it; then the same page uncompressed (issue 8 §6).
 */
async function measureCached(env: BenchEnvironment, shop: RunningShop, url: string, label: string, helloWorld: HelloWorld): Promise<BudgetRow[]> {
  const cache = await probePageCache(url);
  console.log(`  page cache on a repeated GET of ${new URL(url).pathname}: ${cache}`);
  if (cache !== "hit") throw new Error(`the product page at ${url} is not answered from the page cache (x-cache: ${cache})`);
  const load = { ...timing, connections: CACHED_CONNECTIONS, url, cacheMode: "cached" } as const;
  const hello = await measureHelloWorldThroughput(helloWorld, CACHED_CONNECTIONS);
  const sameBytesServer = await startSameBytesServerFor(url, env.tempDir, `product-page-${label}`);
  let sameBytes: LoadResult;
  try {
    sameBytes = await measure({ ...load, url: sameBytesServer.url, serverPid: sameBytesServer.process.pid });
    console.log(`  ${describeLoad(`same bytes (${sameBytesServer.bodyBytes} B, ${sameBytesServer.encoding}) and headers from node:http`, sameBytes)}`);
  } finally {
    await sameBytesServer.process.stop();
  }
  const brotli = await measure({ ...load, serverPid: shop.process.pid });
  console.log(`  ${describeLoad(`${new URL(url).pathname} on ${label}, cached`, brotli)}`);
  const identity = await measure({ ...load, acceptEncoding: "identity", serverPid: shop.process.pid });
  console.log(`  ${describeLoad(`${new URL(url).pathname} on ${label}, cached, identity (${formatNumber(identity.bytesPerResponse)} B each)`, identity)}`);
  return [...cachedRows(brotli, label, sameBytes, hello), compressionRow(label, identity, brotli, hello)];
}

/**
 * Issue 8 §6: the cached page answered uncompressed (a client that accepts only identity: what
 * every client got before compression) beside the stored brotli variant browsers get now. Read the
 * two with care: autocannon's own parser is slower on a binary (brotli) body than on text, so the
 * brotli figure understates the server (2026-11-24: one fixed 13.8 KB brotli body served by a bare
 * node:http server, 21k req/s under autocannon, 13.1k req/s to Node's http client, against 49k
 * and 8.9k for the 83 KB identity page). Bytes on the wire are exact either way.
 */
function compressionRow(label: string, identity: LoadResult, brotli: LoadResult, hello: LoadResult): BudgetRow {
  const vsHello = identity.requestsPerSecond / hello.requestsPerSecond;
  return budgetRow({
    bar: `product page req/s ÷ hello world (${label}, cached, uncompressed)`,
    value: vsHello,
    budget: MIN_UNCOMPRESSED_CACHED_VS_HELLO_WORLD,
    kind: "floor",
    unit: "×",
    detail: `${formatNumber(identity.requestsPerSecond)} req/s, ${formatNumber(identity.bytesPerResponse)} B each; brotli ${formatNumber(brotli.requestsPerSecond)} req/s, ${formatNumber(brotli.bytesPerResponse)} B each`,
    baselineRatio: `${formatNumber(vsHello)}× hello world; brotli ${formatNumber(brotli.requestsPerSecond / hello.requestsPerSecond)}×`,
  });
}

/** The page with a unique query string per request at 10 connections, after the hello world at 10. */
async function measureUncached(shop: RunningShop, url: string, kind: DatabaseKind, hello: LoadResult): Promise<BudgetRow[]> {
  await requireUncachedMisses(url);
  const result = await measure({ ...timing, connections: UNCACHED_CONNECTIONS, url, cacheMode: "uncached", serverPid: shop.process.pid });
  console.log(`  ${describeLoad(`${new URL(url).pathname} on ${databaseLabel(kind)}, uncached`, result)}`);
  return uncachedRows(result, kind, hello);
}

/**
 * Bar 1 and issue 13's uncached pages on a running demo shop: the product page cached and
 * uncached, then `/shop` and a category uncached against the same hello world at 10 connections.
 */
export async function measureProductPage(env: BenchEnvironment, shop: RunningShop, kind: DatabaseKind, helloWorld: HelloWorld): Promise<BudgetRow[]> {
  const label = databaseLabel(kind);
  const path = await findProductPath(shop.databaseUrl);
  const url = `${shop.origin}${path}`;
  await fetchPage(url);
  const rows = await rowsOrError(`product page (${label}, cached)`, () => whileShopRuns(shop, () => measureCached(env, shop, url, label, helloWorld)));
  const hello = await measureHelloWorldThroughput(helloWorld, UNCACHED_CONNECTIONS);
  rows.push(...(await rowsOrError(`product page (${label}, uncached)`, () => whileShopRuns(shop, () => measureUncached(shop, url, kind, hello)))));
  rows.push(...(await rowsOrError(`demo listings (${label}, uncached)`, () => measureDemoListings(shop, label, hello))));
  return rows;
}

/** Seeds a demo shop on the given database, measures its product page and listings, and stops it. */
export function productPageOn(env: BenchEnvironment, kind: DatabaseKind, hello: HelloWorld): Promise<BudgetRow[]> {
  const label = databaseLabel(kind);
  return withShop(env, { kind, database: "shop_demo", seedDemo: true, bar: `product page (${label})` }, (shop) => measureProductPage(env, shop, kind, hello));
}

async function main(): Promise<void> {
  announceQuickMode();
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
