import { connectDatabase } from "../server/db/connect.ts";
import { PAGE_CACHE_MAX_BYTES } from "../server/http/page-cache.ts";
import { BROWSER_ACCEPT_ENCODING } from "./lib/load.ts";
import { MEGABYTE, readProcessMemory } from "./lib/process-usage.ts";
import { type BudgetRow, budgetRow, formatNumber } from "./lib/report.ts";
import type { RunningShop } from "./lib/shop.ts";

// Issue 13: a shop process holding the 100,000-product catalogue with a full page cache stays
// under 512 MB resident. The cache is filled by asking for distinct product and listing pages
// until more than its limit (PAGE_CACHE_MAX_BYTES, counted as the shop counts it: every stored
// variant of a page) has gone into it, so it is at its limit and evicting; then the shop's VmRSS
// and VmHWM (peak) are read from /proc. The baseline is the hello world's RSS in the same run.

export const SHOP_RSS_BUDGET_MB = 512;
/** Past the limit by a quarter, so least recently used pages have been evicted: the cache is full. */
const FILL_FACTOR = 1.25;
/** Requests in flight while filling: enough to keep the shop busy, few enough not to queue long. */
const FILL_CONCURRENCY = 4;
/** server/config.ts's PRODUCTS_PER_PAGE default; the bench sets none. */
const SHOP_PRODUCTS_PER_PAGE = 12;
/** How many `/shop/page/N/` pages join the product pages in the fill. */
const LISTING_PAGES_IN_FILL = 200;
/** Pages asked for before giving up if not one was answered from the cache (a cache turned off). */
const PAGES_BEFORE_GIVING_UP = 40;

interface FillResult {
  pages: number;
  /** What the shop counted against PAGE_CACHE_MAX_BYTES for them: identity plus brotli bodies. */
  storedBytes: number;
}

/** Every published product's page, then listing pages, interleaved so both kinds are stored. */
async function pagesToFill(databaseUrl: string): Promise<string[]> {
  const database = connectDatabase(databaseUrl, { poolSize: 1 });
  try {
    const products = await database.db.selectFrom("products").select("slug").where("status", "=", "publish").orderBy("id").execute();
    const lastShopPage = Math.floor(products.length / SHOP_PRODUCTS_PER_PAGE);
    const listings = Array.from({ length: Math.min(LISTING_PAGES_IN_FILL, lastShopPage - 1) }, (_, i) => `/shop/page/${i + 2}/`);
    const paths: string[] = [];
    for (const [i, product] of products.entries()) {
      const listing = listings[i];
      if (listing !== undefined) paths.push(listing);
      paths.push(`/product/${encodeURIComponent(product.slug)}`);
    }
    return paths;
  } finally {
    await database.close();
  }
}

/** Bytes of the answer as sent (Content-Length), and the page cache's word on it. */
async function get(url: string, acceptEncoding: string): Promise<{ bytes: number; cache: string }> {
  const response = await fetch(url, { headers: { "accept-encoding": acceptEncoding } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status} while filling the page cache`);
  return { bytes: Number(response.headers.get("content-length") ?? Number.NaN), cache: response.headers.get("x-cache") ?? "none" };
}

/**
 * Asks each page twice: uncompressed first (the miss that renders and stores it, whose length is
 * the stored identity body), then as a browser (a hit that stores the brotli variant, whose length
 * is that variant's). A page answered neither way from the cache is not counted.
 */
async function fillPageCache(origin: string, paths: readonly string[]): Promise<FillResult> {
  const target = FILL_FACTOR * PAGE_CACHE_MAX_BYTES;
  const result: FillResult = { pages: 0, storedBytes: 0 };
  let next = 0;
  const worker = async () => {
    while (result.storedBytes < target) {
      const path = paths[next];
      next += 1;
      if (path === undefined) return;
      const identity = await get(`${origin}${path}`, "identity");
      const compressed = await get(`${origin}${path}`, BROWSER_ACCEPT_ENCODING);
      if (compressed.cache !== "hit") {
        if (result.pages === 0 && next >= PAGES_BEFORE_GIVING_UP) throw new Error(`none of the first ${next} pages was answered from the page cache (x-cache: ${compressed.cache})`);
        continue;
      }
      if (!Number.isFinite(identity.bytes) || !Number.isFinite(compressed.bytes)) throw new Error(`no Content-Length on ${path}`);
      result.pages += 1;
      result.storedBytes += identity.bytes + compressed.bytes;
    }
  };
  await Promise.all(Array.from({ length: FILL_CONCURRENCY }, worker));
  if (result.storedBytes < target) {
    throw new Error(`only ${formatNumber(result.storedBytes / MEGABYTE)} MB of pages went into the page cache (${result.pages} pages); it holds ${PAGE_CACHE_MAX_BYTES / MEGABYTE} MB`);
  }
  return result;
}

/** Fills the running shop's page cache and reads its memory; `helloPid` is the baseline's process. */
export async function measurePageCacheMemory(shop: RunningShop, label: string, products: number, helloPid: number): Promise<BudgetRow[]> {
  const started = performance.now();
  const fill = await fillPageCache(shop.origin, await pagesToFill(shop.databaseUrl));
  const memory = readProcessMemory(shop.process.pid);
  const hello = readProcessMemory(helloPid);
  const mb = (bytes: number) => `${formatNumber(bytes / MEGABYTE)} MB`;
  console.log(
    `  page cache filled with ${fill.pages} pages, ${mb(fill.storedBytes)} stored (limit ${mb(PAGE_CACHE_MAX_BYTES)}) in ${formatNumber((performance.now() - started) / 1000)} s; ` +
      `shop RSS ${mb(memory.rssBytes)}, peak ${mb(memory.peakRssBytes)}; hello world RSS ${mb(hello.rssBytes)}`,
  );
  return [
    budgetRow({
      bar: `shop RSS, ${products} products and a full page cache (${label})`,
      value: memory.rssBytes / MEGABYTE,
      budget: SHOP_RSS_BUDGET_MB,
      kind: "ceiling",
      unit: " MB",
      detail: `peak ${mb(memory.peakRssBytes)}; ${fill.pages} pages, ${mb(fill.storedBytes)} through a ${mb(PAGE_CACHE_MAX_BYTES)} cache`,
      baselineRatio: `${formatNumber(memory.rssBytes / hello.rssBytes)}× hello-world RSS (${mb(hello.rssBytes)})`,
    }),
  ];
}
