import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { percentile } from "./lib/load.ts";

// The time an uncached page costs, in process: the app's fetch handler is called directly (no
// sockets, no load generator competing for the two cores), each request with a query string no
// cache has seen, four at a time, in batches of 200. Two figures a page: the main thread's busy
// time (performance.eventLoopUtilization()), which bounds one process's pages a second, and the
// process's CPU on all its threads (process.cpuUsage()), which adds the compression done on
// zlib's thread pool and is what a page costs a machine whose cores are all busy. This is how
// issue 13's steps were compared (docs/benchmarks.md).
//
// A shared machine's speed drifts by 20 % within minutes, more than most steps change, so two
// builds are compared in one process: `--against DIR`, a clone at another commit with its own
// `npm run build`, alternates batches with this tree, each build through its own HTTP layer, on one
// demo database; the report gives each build's median and the ratio. Without it, this build alone.
//
//   npm run bench:render-cost -- [--against DIR] [--rounds N] [PATH ...]
//
// The npm script runs it with the shop's own V8 flags (server/node-flags.ts). Without them the
// young generation grows to the machine's default, and the collector's share is not the shop's:
// 17.8 % of the product table's profile, against 10.2 % with them.

const DEFAULT_PATHS = ["/shop/", "/product-category/clothing/", "/product/classic-hoodie/", "/product-table/"];
const BATCH_REQUESTS = 200;
const IN_FLIGHT = 4;
const WARMUP_REQUESTS = 300;
const ORIGIN = "http://127.0.0.1:3399";

// React and the router choose their production builds when first imported: before any app module.
process.env["NODE_ENV"] = "production";

type ShopApp = ReturnType<typeof import("../server/http/create-app.ts").createApp>;

const { values, positionals } = parseArgs({ allowPositionals: true, options: { against: { type: "string" }, rounds: { type: "string", default: "12" } } });
const rounds = Number(values.rounds);
const trees = [resolve("."), ...(values.against ? [resolve(values.against)] : [])];
for (const tree of trees) {
  if (!existsSync(join(tree, "build/server/index.js"))) throw new Error(`No production build in ${tree}/build. Run \`npm run build\` there first.`);
}

const tempDir = mkdtempSync(join(tmpdir(), "shopwright-render-cost-"));
// However the run ends, a failed seed included.
process.on("exit", () => rmSync(tempDir, { recursive: true, force: true }));
const { loadConfig } = await import("../server/config.ts");
const { connectDatabase } = await import("../server/db/connect.ts");
const { migrateToLatest } = await import("../server/db/migrate.ts");
const { prepareDemoShop } = await import("../server/prepare-demo-shop.ts");
const { createLogger } = await import("../server/logger.ts");
const config = loadConfig({ ...process.env, DATABASE_URL: `sqlite:${join(tempDir, "demo.db")}`, SHOP_URL: ORIGIN, LOG_LEVEL: "warn", MEDIA_DIR: join(tempDir, "media"), JOBS_IN_PROCESS: "false" });
const logger = createLogger("warn");
const database = connectDatabase(config.databaseUrl, { poolSize: config.databasePoolSize });
await migrateToLatest(database.db);
await prepareDemoShop(database.db, config, logger);

// The shop's listener (server/http/shop-listener.ts) runs on @hono/node-server, which installs its
// own lighter Request and Response classes as the globals when a listener is made; making one
// here (never called) gives the pages built below the same classes as in production.
getRequestListener(() => new Response(null));

const shops = new Map<string, ShopApp>();
for (const tree of trees) {
  const importFrom = (path: string): Promise<unknown> => import(pathToFileURL(join(tree, path)).href);
  // The other tree's HTTP layer takes the same arguments; a commit where it did not cannot be compared this way.
  const { createApp } = (await importFrom("server/http/create-app.ts")) as typeof import("../server/http/create-app.ts");
  const build = (await importFrom("build/server/index.js")) as ServerBuild;
  shops.set(tree, createApp({ build, clientDir: join(tree, "build/client"), database, config, logger }));
}

let requestNumber = 0;
async function request(shop: ShopApp, path: string): Promise<void> {
  const url = `${ORIGIN}${path}${path.includes("?") ? "&" : "?"}render-cost=${requestNumber++}`;
  const response = await shop.app.fetch(new Request(url, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } }));
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  await response.arrayBuffer();
}

/** Milliseconds a page: the main thread's busy time, and the process's CPU on all threads. */
interface PageCost {
  main: number;
  cpu: number;
}

async function batch(shop: ShopApp, path: string, requests: number): Promise<PageCost> {
  const start = performance.eventLoopUtilization();
  const cpuStart = process.cpuUsage();
  for (let sent = 0; sent < requests; sent += IN_FLIGHT) await Promise.all(Array.from({ length: IN_FLIGHT }, () => request(shop, path)));
  const cpu = process.cpuUsage(cpuStart);
  return { main: performance.eventLoopUtilization(start).active / requests, cpu: (cpu.user + cpu.system) / 1000 / requests };
}

const median = (xs: readonly number[]) => percentile(Float64Array.from(xs).sort(), 0.5);

/** One build's medians, and "main thread 2.80 ms, CPU 3.40 ms" to print. */
function describeCost(costs: readonly PageCost[]): { main: number; cpu: number; text: string } {
  const main = median(costs.map((cost) => cost.main));
  const cpu = median(costs.map((cost) => cost.cpu));
  return { main, cpu, text: `main thread ${main.toFixed(2)} ms, CPU ${cpu.toFixed(2)} ms` };
}

try {
  console.log(`ms per uncached page (main thread; CPU on all threads), median of ${rounds} batches of ${BATCH_REQUESTS}${trees.length > 1 ? ", builds alternated" : ""}`);
  for (const path of positionals.length > 0 ? positionals : DEFAULT_PATHS) {
    const perBuild = new Map<string, PageCost[]>(trees.map((tree) => [tree, []]));
    for (const shop of shops.values()) await batch(shop, path, WARMUP_REQUESTS);
    for (let round = 0; round < rounds; round++) {
      // Alternating which build goes first keeps a drift within a round from favouring one.
      const order = round % 2 === 0 ? trees : [...trees].reverse();
      for (const tree of order) perBuild.get(tree)!.push(await batch(shops.get(tree)!, path, BATCH_REQUESTS));
    }
    const [own, against] = trees.map((tree) => describeCost(perBuild.get(tree)!));
    console.log(`  ${path}: this tree ${own!.text}`);
    if (against !== undefined) {
      console.log(`  ${" ".repeat(path.length)}  ${trees[1]}: ${against.text}; ratio ${(own!.main / against.main).toFixed(2)}× main thread, ${(own!.cpu / against.cpu).toFixed(2)}× CPU`);
    }
  }
} finally {
  await database.close();
}
