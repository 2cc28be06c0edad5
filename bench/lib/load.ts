import autocannon from "autocannon";
import { readProcessCpuMs } from "./process-usage.ts";
import { formatNumber } from "./report.ts";

// One bounded load run against a loopback URL: fixed connections, a fixed duration and a cap on
// the number of requests, whichever ends first. Latencies are collected per response (autocannon's
// own histogram has no p95), so percentiles are exact over the run.

/** Safety cap so a run always ends, even if the duration timer misbehaves. */
const MAX_REQUESTS_PER_RUN = 2_000_000;
/** A request unanswered after this long is a timeout; it enters the percentiles at this value. */
const REQUEST_TIMEOUT_SECONDS = 10;
/**
 * Every request asks for compressed answers the way Chromium does, so the shop is measured as
 * browsers load it: a cached page is answered with its stored brotli variant.
 */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
/** Unknown query parameter that gives every request its own page-cache key. */
const CACHE_BUST_PARAMETER = "bench-nocache";

/**
 * The shop keeps anonymous pages in memory. "cached": every request asks for the same URL, so
 * all but the first are cache hits (what most shoppers get). "uncached": every request carries a
 * unique query parameter, so each one is rendered from the database (a cache miss, cache write
 * included), the cost of the first visit after a catalogue change.
 */
export type CacheMode = "uncached" | "cached";
export const CACHE_MODES: readonly CacheMode[] = ["uncached", "cached"];

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  cacheMode: CacheMode;
  /** What the client accepts; a browser's list by default, "identity" for uncompressed answers. */
  acceptEncoding?: string;
}

export interface LoadResult {
  url: string;
  cacheMode: CacheMode;
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  p999Ms: number;
  maxMs: number;
  timeouts: number;
  /** Connection errors other than timeouts. */
  errors: number;
  non2xx: number;
  /** Mean bytes on the wire per response, headers included. */
  bytesPerResponse: number;
  /** CPU time the server process spent during the run, when its pid was given. */
  serverCpuMs?: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

/** Shared by every run (warm-ups included), so no URL is ever asked for twice. */
let cacheBustCounter = 0;

/** The path and query of `url` with a query parameter no request has carried before. */
function cacheBustingPath(url: URL): string {
  cacheBustCounter += 1;
  return `${url.pathname}${url.search}${url.search ? "&" : "?"}${CACHE_BUST_PARAMETER}=${cacheBustCounter}`;
}

function cacheBustingRequests(url: URL): autocannon.Request[] {
  return [{ setupRequest: (request) => ({ ...request, path: cacheBustingPath(url) }) }];
}

/**
 * Throws unless a unique query string really misses the shop's page cache. The uncached rows rest
 * on it: a cache that learnt to ignore unknown parameters would turn them into cached figures.
 */
export async function requireUncachedMisses(pageUrl: string): Promise<void> {
  const url = new URL(pageUrl);
  for (let i = 0; i < 2; i += 1) {
    const response = await fetch(new URL(cacheBustingPath(url), url.origin), { headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING } });
    await response.arrayBuffer();
    const cache = response.headers.get("x-cache");
    if (response.status !== 200) throw new Error(`GET ${pageUrl} with a unique query string answered ${response.status}`);
    if (cache === "hit") throw new Error(`GET ${pageUrl} with a unique query string was a page-cache hit: the "uncached" rows would measure the cache`);
  }
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  if (url.hostname !== "127.0.0.1") return Promise.reject(new Error(`load runs only against 127.0.0.1, not ${options.url}`));
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        maxOverallRequests: MAX_REQUESTS_PER_RUN,
        timeout: REQUEST_TIMEOUT_SECONDS,
        headers: { "accept-encoding": options.acceptEncoding ?? BROWSER_ACCEPT_ENCODING },
        ...(options.cacheMode === "uncached" ? { requests: cacheBustingRequests(url) } : {}),
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error("autocannon failed", { cause: error }));
          return;
        }
        // A timed-out request has no latency sample; the timeout is a lower bound for it.
        for (let i = 0; i < result.timeouts; i += 1) latencies.push(REQUEST_TIMEOUT_SECONDS * 1000);
        const sorted = Float64Array.from(latencies).sort();
        resolve({
          url: options.url,
          cacheMode: options.cacheMode,
          connections: options.connections,
          durationSeconds: result.duration,
          requests: result.requests.total,
          requestsPerSecond: result.duration > 0 ? result.requests.total / result.duration : 0,
          p50Ms: percentile(sorted, 0.5),
          p95Ms: percentile(sorted, 0.95),
          p99Ms: percentile(sorted, 0.99),
          p999Ms: percentile(sorted, 0.999),
          maxMs: sorted[sorted.length - 1] ?? Number.NaN,
          timeouts: result.timeouts,
          errors: result.errors - result.timeouts,
          non2xx: result.non2xx,
          bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
        });
      },
    );
    instance.on("response", (_client, _statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
}

/**
 * Why a run cannot be trusted, or null when every answer was a 2xx. Timeouts are not a problem
 * here: they are slow answers, and show up in the percentiles.
 */
export function loadProblem(result: LoadResult): string | null {
  if (result.requests === 0) return `no request completed against ${result.url} (${result.timeouts} timed out)`;
  if (result.errors > 0 || result.non2xx > 0) {
    return `${result.errors} connection errors and ${result.non2xx} non-2xx answers out of ${result.requests} requests to ${result.url}`;
  }
  return null;
}

export interface MeasureOptions extends LoadOptions {
  /** A first run at the same load whose results are thrown away (JIT, caches, pools). */
  warmupSeconds: number;
  /**
   * The server's process: its CPU time over the run is reported, which shows whether the server
   * or the load generator (sharing the machine) was the limit.
   */
  serverPid?: number;
}

/** Loads a URL after a warm-up and throws unless every request got a 2xx answer. */
export async function measure(options: MeasureOptions): Promise<LoadResult> {
  await runLoad({ ...options, durationSeconds: options.warmupSeconds });
  const cpuBefore = options.serverPid === undefined ? 0 : readProcessCpuMs(options.serverPid);
  const result = await runLoad(options);
  if (options.serverPid !== undefined) result.serverCpuMs = readProcessCpuMs(options.serverPid) - cpuBefore;
  const problem = loadProblem(result);
  if (problem) throw new Error(problem);
  return result;
}

/** "server busy 8 % (0.03 ms CPU a request)", or "" when the server's CPU time was not read. */
function describeServerCpu(result: LoadResult): string {
  if (result.serverCpuMs === undefined || result.durationSeconds <= 0 || result.requests === 0) return "";
  const busy = (100 * result.serverCpuMs) / (result.durationSeconds * 1000);
  return `, server busy ${formatNumber(busy)} % (${formatNumber(result.serverCpuMs / result.requests)} ms CPU a request)`;
}

export function describeLoad(label: string, result: LoadResult): string {
  return (
    `${label}: ${formatNumber(result.requestsPerSecond)} req/s, p50 ${formatNumber(result.p50Ms)} ms, ` +
    `p95 ${formatNumber(result.p95Ms)} ms, p99 ${formatNumber(result.p99Ms)} ms, max ${formatNumber(result.maxMs)} ms ` +
    `(${result.requests} requests, ${result.connections} connections, ${formatNumber(result.durationSeconds)} s` +
    `${result.timeouts > 0 ? `, ${result.timeouts} timed out` : ""}${describeServerCpu(result)})`
  );
}

/** What the shop's page cache says about a URL asked for twice: "hit", "miss", "bypass" or "none". */
export async function probePageCache(url: string): Promise<string> {
  let status = "none";
  for (let i = 0; i < 2; i += 1) {
    const response = await fetch(url);
    await response.arrayBuffer();
    status = response.headers.get("x-cache") ?? "none";
  }
  return status;
}
