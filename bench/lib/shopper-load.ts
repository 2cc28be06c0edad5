import { Agent, request } from "node:http";
import { percentile } from "./load.ts";

// Load made of shoppers: each one posts a fixed script of requests in order over keep-alive
// connections, carrying the cookies the shop sets (a guest's cart token after the first add),
// then starts again as a new visitor. Two ways to drive them:
// - "saturated": every shopper sends its next request as soon as the last one is answered
//   (closed loop), so the figures show the most the shop can take, and latency is mostly queueing:
//   shoppers ÷ throughput;
// - "at a rate": requests are due at a fixed pace (open loop, like wrk2). A due request waits
//   for an idle shopper, and its latency counts from when it was due, not from when it was sent,
//   so a slow shop cannot hide its queue by slowing the load down (coordinated omission).

export interface ScriptStep {
  path: string;
  /** JSON body of the POST. */
  body: string;
}

export interface ShopperLoadOptions {
  origin: string;
  shoppers: number;
  durationSeconds: number;
  script: readonly ScriptStep[];
  /** Sent with every request (the CSRF pair, content type). */
  headers: Readonly<Record<string, string>>;
  /** Cookies every request starts from (the CSRF cookie). */
  baseCookie: string;
  /** Requests per second; absent means saturated. */
  rate?: number;
}

export interface ShopperLoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Nearest rank, like the others: under 1,000 requests it is the maximum. */
  p999Ms: number;
  maxMs: number;
  errors: number;
  non2xx: number;
}

/** A request unanswered after this long counts as an error. */
const REQUEST_TIMEOUT_MS = 10_000;
/** The scheduler wakes at least this often to send what has fallen due. */
const TICK_MS = 1;

interface Shopper {
  step: number;
  cookies: Map<string, string>;
}

function cookieHeader(base: string, cookies: Map<string, string>): string {
  return [base, ...[...cookies].map(([name, value]) => `${name}=${value}`)].join("; ");
}

/** Keeps the cookies a response sets; a Max-Age=0 cookie is a deletion. */
function keepCookies(shopper: Shopper, setCookie: string[] | undefined): void {
  for (const line of setCookie ?? []) {
    const [pair = "", ...attributes] = line.split(";");
    const at = pair.indexOf("=");
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    if (attributes.some((a) => a.trim().toLowerCase() === "max-age=0")) shopper.cookies.delete(name);
    else shopper.cookies.set(name, pair.slice(at + 1).trim());
  }
}

export function runShopperLoad(options: ShopperLoadOptions): Promise<ShopperLoadResult> {
  const url = new URL(options.origin);
  const agent = new Agent({ keepAlive: true, maxSockets: options.shoppers });
  const idle: Shopper[] = Array.from({ length: options.shoppers }, () => ({ step: 0, cookies: new Map() }));
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let inFlight = 0;
  const started = performance.now();
  const endAt = started + options.durationSeconds * 1000;
  /** Due times (ms) of requests waiting for an idle shopper, in order. */
  const due: number[] = [];
  let nextDue = started;

  return new Promise((resolve) => {
    const finishIfDone = () => {
      if (performance.now() < endAt || inFlight > 0) return;
      clearInterval(ticker);
      agent.destroy();
      const sorted = Float64Array.from(latencies).sort();
      const seconds = options.durationSeconds;
      resolve({
        requests: latencies.length + errors,
        requestsPerSecond: (latencies.length + errors) / seconds,
        p50Ms: percentile(sorted, 0.5),
        p99Ms: percentile(sorted, 0.99),
        p999Ms: percentile(sorted, 0.999),
        maxMs: sorted[sorted.length - 1] ?? Number.NaN,
        errors,
        non2xx,
      });
    };

    const send = (shopper: Shopper, dueAt: number) => {
      const step = options.script[shopper.step];
      if (!step) throw new Error("a shopper ran past its script");
      inFlight += 1;
      const done = (ok: boolean, status?: number) => {
        inFlight -= 1;
        if (!ok) errors += 1;
        else {
          latencies.push(performance.now() - dueAt);
          if (status === undefined || status < 200 || status > 299) non2xx += 1;
        }
        shopper.step += 1;
        // Through the script: the next visitor is a new guest without cookies.
        if (shopper.step === options.script.length) {
          shopper.step = 0;
          shopper.cookies.clear();
        }
        release(shopper);
      };
      const body = Buffer.from(step.body);
      const outgoing = request(
        {
          host: url.hostname,
          port: url.port,
          path: step.path,
          method: "POST",
          agent,
          timeout: REQUEST_TIMEOUT_MS,
          headers: { ...options.headers, cookie: cookieHeader(options.baseCookie, shopper.cookies), "content-length": body.length },
        },
        (response) => {
          keepCookies(shopper, response.headers["set-cookie"]);
          response.resume();
          response.on("end", () => done(true, response.statusCode));
          response.on("error", () => done(false));
        },
      );
      outgoing.on("timeout", () => outgoing.destroy(new Error("timeout")));
      outgoing.on("error", () => done(false));
      outgoing.end(body);
    };

    const release = (shopper: Shopper) => {
      const now = performance.now();
      if (options.rate === undefined) {
        if (now < endAt) send(shopper, now);
        else idle.push(shopper);
      } else {
        const waiting = due.shift();
        if (waiting === undefined) idle.push(shopper);
        else send(shopper, waiting);
      }
      finishIfDone();
    };

    const ticker = setInterval(() => {
      const now = performance.now();
      if (options.rate !== undefined) {
        const interval = 1000 / options.rate;
        while (nextDue <= Math.min(now, endAt)) {
          const shopper = idle.pop();
          if (shopper) send(shopper, nextDue);
          else due.push(nextDue);
          nextDue += interval;
        }
      }
      finishIfDone();
    }, TICK_MS);

    if (options.rate === undefined) for (const shopper of idle.splice(0)) send(shopper, performance.now());
  });
}
