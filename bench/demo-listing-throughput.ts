import { type LoadResult, describeLoad, measure, requireUncachedMisses } from "./lib/load.ts";
import { loadSeconds, warmupLoadSeconds } from "./lib/quick-mode.ts";
import { type BudgetRow, budgetRow, formatNumber, ratio, rowsOrError } from "./lib/report.ts";
import { fetchPage, findCategoryPath, type RunningShop, whileShopRuns } from "./lib/shop.ts";

// Issue 13: on the demo shop, `/shop` and a category page rendered for every request (a unique
// query string each, which no cache can answer) at 10 connections do at least 0.02× the requests
// per second of the node:http hello world loaded the same way in the same run.

export const DEMO_LISTING_CONNECTIONS = 10;
export const MIN_UNCACHED_LISTING_VS_HELLO_WORLD = 0.02;
const timing = { durationSeconds: loadSeconds(10), warmupSeconds: warmupLoadSeconds(2) };

function listingRow(path: string, label: string, result: LoadResult, hello: LoadResult): BudgetRow {
  const vsHello = result.requestsPerSecond / hello.requestsPerSecond;
  return budgetRow({
    bar: `${path} req/s ÷ hello world (demo shop, ${label}, uncached, ${DEMO_LISTING_CONNECTIONS} connections)`,
    value: vsHello,
    budget: MIN_UNCACHED_LISTING_VS_HELLO_WORLD,
    kind: "floor",
    unit: "×",
    detail: `${formatNumber(result.requestsPerSecond)} vs ${formatNumber(hello.requestsPerSecond)} req/s, p95 ${formatNumber(result.p95Ms)} ms${result.timeouts > 0 ? `, ${result.timeouts} timed out` : ""}`,
    baselineRatio: `${formatNumber(vsHello)}× hello world; p95 ${ratio(result.p95Ms, hello.p95Ms, "hello-world p95")}`,
  });
}

/** `/shop` and the busiest category of a running demo shop; `hello` is the hello world at 10 connections. */
export async function measureDemoListings(shop: RunningShop, label: string, hello: LoadResult): Promise<BudgetRow[]> {
  const rows: BudgetRow[] = [];
  for (const path of ["/shop", await findCategoryPath(shop.databaseUrl)]) {
    const url = `${shop.origin}${path}`;
    const measured = await rowsOrError(`${path} (demo shop, ${label}, uncached)`, () =>
      whileShopRuns(shop, async () => {
        await fetchPage(url);
        await requireUncachedMisses(url);
        const result = await measure({ ...timing, connections: DEMO_LISTING_CONNECTIONS, url, cacheMode: "uncached", serverPid: shop.process.pid });
        console.log(`  ${describeLoad(`${path} on ${label}, demo shop, uncached`, result)}`);
        return [listingRow(path, label, result, hello)];
      }),
    );
    rows.push(...measured);
  }
  return rows;
}
