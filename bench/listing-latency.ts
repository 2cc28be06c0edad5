import { sql } from "kysely";
import { generateBulkCatalogue } from "../server/catalog/demo/generate-bulk-catalogue.ts";
import { connectDatabase, type DatabaseKind } from "../server/db/connect.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { type BenchEnvironment, databaseLabel, openEnvironment, withShop } from "./lib/environment.ts";
import { type HelloWorld, startHelloWorld } from "./lib/hello-world-server.ts";
import { type CacheMode, type LoadResult, describeLoad, measure, probePageCache, requireUncachedMisses } from "./lib/load.ts";
import { announceQuickMode, loadSeconds, quickOr, warmupLoadSeconds } from "./lib/quick-mode.ts";
import { type BudgetRow, budgetRow, formatNumber, ratio, rowsOrError, finishReport } from "./lib/report.ts";
import { fetchPage, findCategoryPath, type RunningShop, whileShopRuns } from "./lib/shop.ts";
import { timeFirstFacetCounts } from "./lib/facet-counts.ts";
import { measurePageCacheMemory } from "./page-cache-memory.ts";

// Bar 3: with 100,000 products, /shop, a deep page of it and a category page answer at p95 ≤ 50 ms.
// Issue 13 adds a search of the shop and a product-table page, uncached at 10 connections, on the
// same shop (the catalogue is filled once per database), then the shop's memory with its page
// cache full. The baseline is a node:http hello world loaded at the same concurrency in the same run.

export const BULK_PRODUCT_COUNT = quickOr(100_000, 5_000);
export const LISTING_CONNECTIONS = 10;
export const LISTING_DURATION_SECONDS = loadSeconds(8);
export const LISTING_WARMUP_SECONDS = warmupLoadSeconds(2);
export const LISTING_P95_BUDGET_MS = 50;
/** The bulk catalogue's names are "<Word> <Thing> <n>": a word every tenth product holds. */
export const BULK_SEARCH_WORD = "mug";
const load = { connections: LISTING_CONNECTIONS, durationSeconds: LISTING_DURATION_SECONDS, warmupSeconds: LISTING_WARMUP_SECONDS };

interface ListingRun {
  cacheMode: CacheMode;
  connections: number;
}

/**
 * One shopper at a time on uncached pages shows what a render costs; ten at once shows queueing
 * behind SQLite's synchronous calls and one Node thread; cached is what most visitors get.
 */
const LISTING_RUNS: readonly ListingRun[] = [
  { cacheMode: "uncached", connections: 1 },
  { cacheMode: "uncached", connections: LISTING_CONNECTIONS },
  { cacheMode: "cached", connections: LISTING_CONNECTIONS },
];
/** Issue 13's bar alone: every request rendered, ten at once. */
const UNCACHED_AT_TEN: readonly ListingRun[] = [{ cacheMode: "uncached", connections: LISTING_CONNECTIONS }];
/** Far enough in to show whether deep pages cost more (OFFSET scans) than the first (12 a page; within the small quick catalogue). */
const DEEP_SHOP_PAGE = quickOr(500, 100);
/** The shop sidebar's filters (decision 045): one attribute term, and price with two attributes in a category. */
const FILTERED_SHOP = "/shop?filter_color=blue&query_type_color=or";
const filteredCategory = (categoryPath: string) => `${categoryPath}?min_price=20&max_price=120&filter_color=red,blue&query_type_color=or&filter_size=m`;

export async function measureHelloWorldLatency(hello: HelloWorld): Promise<LoadResult> {
  const result = await measure({ ...load, url: hello.url, cacheMode: "cached" });
  console.log(`  ${describeLoad("hello world", result)}`);
  return result;
}

/** Migrates a fresh database and fills it with the bulk catalogue. */
export async function fillBulkCatalogue(databaseUrl: string): Promise<void> {
  const database = connectDatabase(databaseUrl);
  const started = performance.now();
  try {
    await migrateToLatest(database.db);
    await generateBulkCatalogue(database.db, BULK_PRODUCT_COUNT);
    // A shop in use has statistics and vacuumed tables: PostgreSQL's autovacuum analyses a table
    // some time after a bulk load (its first pass can be a minute away), and until then the planner
    // guesses; its vacuum marks the new rows visible to all, and until then every first read of a
    // row checks and stamps it. The bench measures the shop as it runs, not that first minute, so it
    // vacuums and analyses at once.
    if (database.kind === "postgres") await sql`vacuum analyze`.execute(database.db);
  } finally {
    await database.close();
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`  generated ${BULK_PRODUCT_COUNT} products on ${database.kind} in ${formatNumber(seconds)} s`);
}

function listingRow(bar: string, result: LoadResult, hello: LoadResult): BudgetRow {
  return budgetRow({
    bar,
    value: result.p95Ms,
    budget: LISTING_P95_BUDGET_MS,
    kind: "ceiling",
    unit: " ms",
    detail: `p50 ${formatNumber(result.p50Ms)} ms, ${formatNumber(result.requestsPerSecond)} req/s${result.timeouts > 0 ? `, ${result.timeouts} timed out` : ""}`,
    baselineRatio: ratio(result.p95Ms, hello.p95Ms, "hello-world p95"),
  });
}

async function measurePath(shop: RunningShop, label: string, path: string, run: ListingRun, hello: LoadResult): Promise<BudgetRow[]> {
  const url = `${shop.origin}${path}`;
  const where = `${run.cacheMode}, ${run.connections} connection${run.connections === 1 ? "" : "s"}`;
  const bar = `${path} p95 (${label}, ${where})`;
  return rowsOrError(bar, () =>
    whileShopRuns(shop, async () => {
      await fetchPage(url);
      if (run.cacheMode === "uncached") await requireUncachedMisses(url);
      const result = await measure({ ...load, ...run, url, serverPid: shop.process.pid });
      console.log(`  ${describeLoad(`${path} on ${label}, ${where}`, result)}`);
      return [listingRow(bar, result, hello)];
    }),
  );
}

async function measureListings(shop: RunningShop, label: string, hello: LoadResult): Promise<BudgetRow[]> {
  const categoryPath = await findCategoryPath(shop.databaseUrl);
  const plan: { path: string; runs: readonly ListingRun[] }[] = [
    ...["/shop", `/shop/page/${DEEP_SHOP_PAGE}/`, categoryPath, FILTERED_SHOP, filteredCategory(categoryPath)].map((path) => ({ path, runs: LISTING_RUNS })),
    { path: `/shop?s=${BULK_SEARCH_WORD}`, runs: UNCACHED_AT_TEN },
    { path: "/product-table", runs: UNCACHED_AT_TEN },
  ];
  // Pages reuse counts kept per catalogue version; this is what the first visit after a change pays.
  for (const path of ["/shop", FILTERED_SHOP, filteredCategory(categoryPath)]) {
    console.log(`  sidebar counts of ${path} on ${label}, first time: ${formatNumber(await timeFirstFacetCounts(shop.databaseUrl, path))} ms`);
  }
  console.log(`  page cache on a repeated GET of /shop: ${await probePageCache(`${shop.origin}/shop`)}`);
  const rows: BudgetRow[] = [];
  for (const { path, runs } of plan) {
    for (const run of runs) rows.push(...(await measurePath(shop, label, path, run, hello)));
  }
  return rows;
}

/**
 * Fills a fresh database with the bulk catalogue, starts the shop on it, loads its listings, then
 * fills its page cache and reads its memory. `helloPid` is the hello world's process (RSS baseline).
 */
export function listingsOn(env: BenchEnvironment, kind: DatabaseKind, hello: LoadResult, helloPid: number): Promise<BudgetRow[]> {
  const label = databaseLabel(kind);
  const plan = { kind, database: "shop_bulk", seedDemo: false, prepare: fillBulkCatalogue, bar: `listings with ${BULK_PRODUCT_COUNT} products, ${label}` };
  return withShop(env, plan, async (shop) => [
    ...(await measureListings(shop, label, hello)),
    ...(await rowsOrError(`shop RSS with a full page cache (${label})`, () => whileShopRuns(shop, () => measurePageCacheMemory(shop, label, BULK_PRODUCT_COUNT, helloPid)))),
  ]);
}

async function main(): Promise<void> {
  announceQuickMode();
  const env = await openEnvironment({ postgres: true });
  const rows: BudgetRow[] = [];
  try {
    const hello = env.own(await startHelloWorld());
    const baseline = await measureHelloWorldLatency(hello);
    for (const kind of ["sqlite", "postgres"] as const) rows.push(...(await listingsOn(env, kind, baseline, hello.process.pid)));
  } finally {
    await env.close();
  }
  finishReport(rows);
}

if (import.meta.main) await main();
