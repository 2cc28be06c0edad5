import autocannon from "autocannon";
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
  maxMs: number;
  timeouts: number;
  /** Connection errors other than timeouts. */
  errors: number;
  non2xx: number;
  /** Mean bytes on the wire per response, headers included. */
  bytesPerResponse: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

/** Shared by every run (warm-ups included), so no URL is ever asked for twice. */
let cacheBustCounter = 0;

function cacheBustingRequests(url: URL): autocannon.Request[] {
  const separator = url.search ? "&" : "?";
  return [
    {
      setupRequest: (request) => {
        cacheBustCounter += 1;
        return { ...request, path: `${url.pathname}${url.search}${separator}${CACHE_BUST_PARAMETER}=${cacheBustCounter}` };
      },
    },
  ];
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
}

/** Loads a URL after a warm-up and throws unless every request got a 2xx answer. */
export async function measure(options: MeasureOptions): Promise<LoadResult> {
  await runLoad({ ...options, durationSeconds: options.warmupSeconds });
  const result = await runLoad(options);
  const problem = loadProblem(result);
  if (problem) throw new Error(problem);
  return result;
}

export function describeLoad(label: string, result: LoadResult): string {
  return (
    `${label}: ${formatNumber(result.requestsPerSecond)} req/s, p50 ${formatNumber(result.p50Ms)} ms, ` +
    `p95 ${formatNumber(result.p95Ms)} ms, p99 ${formatNumber(result.p99Ms)} ms, max ${formatNumber(result.maxMs)} ms ` +
    `(${result.requests} requests, ${result.connections} connections, ${formatNumber(result.durationSeconds)} s` +
    `${result.timeouts > 0 ? `, ${result.timeouts} timed out` : ""})`
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
