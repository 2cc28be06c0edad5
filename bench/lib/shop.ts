import { copyFileSync, cpSync, existsSync, mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import pg from "pg";
import { connectDatabase } from "../../server/db/connect.ts";
import { SHOP_NODE_FLAGS } from "../../server/node-flags.ts";
import { freePort } from "./free-port.ts";
import { type RunningProcess, startProcess } from "./start-process.ts";

// Starts the real shop (`node server/main.ts`) as its own process, and finds in its database the
// pages worth loading.

/** First start migrates and seeds the demo catalogue (images included), which takes a while. */
const SHOP_READY_TIMEOUT_MS = 180_000;
/** Categories nest only a few levels; a longer chain means a parent loop in the data. */
const MAX_CATEGORY_DEPTH = 20;
/** The demo catalogue's variable product the bench prefers, so runs compare like with like. */
const PREFERRED_PRODUCT_SLUG_PART = "hoodie";

export const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface RunningShop {
  origin: string;
  databaseUrl: string;
  process: RunningProcess;
}

export interface StartShopOptions {
  /** Working directory holding the server code and build the shop runs (see snapshotApp). */
  appDir: string;
  databaseUrl: string;
  mediaDir: string;
  seedDemo: boolean;
}

export function requireBuild(): void {
  if (!existsSync(join(PROJECT_ROOT, "build/server/index.js"))) {
    throw new Error("No production build in build/. Run `npm run build` first.");
  }
}

/**
 * Copies build/ and server/ into `dir` and returns a working directory to run the shop from.
 * Others edit and rebuild while a bench runs: a rebuild deletes chunks a running shop loads
 * lazily, server code newer than the build refuses to start, and either would mix two versions in
 * one report. node_modules is linked, so packages resolve to the same files as the project's.
 */
export function snapshotApp(dir: string): string {
  requireBuild();
  const appDir = join(dir, "app");
  mkdirSync(appDir, { recursive: true });
  cpSync(join(PROJECT_ROOT, "build"), join(appDir, "build"), { recursive: true });
  const notATest = (source: string) => !/\.test\.tsx?$/.test(source);
  cpSync(join(PROJECT_ROOT, "server"), join(appDir, "server"), { recursive: true, filter: notATest });
  // The edge words its mails from the catalogue (app/mail, app/i18n, and the paths and formats the
  // pages share with them), read as source like server/.
  cpSync(join(PROJECT_ROOT, "app"), join(appDir, "app"), { recursive: true, filter: notATest });
  copyFileSync(join(PROJECT_ROOT, "package.json"), join(appDir, "package.json"));
  symlinkSync(join(PROJECT_ROOT, "node_modules"), join(appDir, "node_modules"), "dir");
  return appDir;
}

export async function startShop(options: StartShopOptions): Promise<RunningShop> {
  mkdirSync(options.mediaDir, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const running = await startProcess({
    name: `shop (${options.databaseUrl.split(":")[0] ?? "?"})`,
    // With the flags `npm start` gives it, so the figures are those of the shop as it runs.
    args: [...SHOP_NODE_FLAGS, join(options.appDir, "server/main.ts")],
    cwd: options.appDir,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      // The shop answers only for its own origin (docs/decisions/007).
      SHOP_URL: origin,
      DATABASE_URL: options.databaseUrl,
      MEDIA_DIR: options.mediaDir,
      LOG_LEVEL: "warn",
      SEED_DEMO: options.seedDemo ? "true" : "false",
    },
    readyUrl: `${origin}/healthz`,
    readyTimeoutMs: SHOP_READY_TIMEOUT_MS,
  });
  return { origin, databaseUrl: options.databaseUrl, process: running };
}

/** Path of a published variable product, preferring the demo hoodie. */
export async function findProductPath(databaseUrl: string): Promise<string> {
  const database = connectDatabase(databaseUrl, { poolSize: 1 });
  try {
    const row = await database.db
      .selectFrom("products")
      .select(["slug", "type"])
      .where("status", "=", "publish")
      .orderBy(sql`case when type = 'variable' then 0 else 1 end`)
      .orderBy(sql`case when slug like ${`%${PREFERRED_PRODUCT_SLUG_PART}%`} then 0 else 1 end`)
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
    if (!row) throw new Error(`no published product in ${databaseUrl}`);
    if (row.type !== "variable") console.warn(`  note: no variable product; measuring the ${row.type} product ${row.slug}`);
    return `/product/${encodeURIComponent(row.slug)}`;
  } finally {
    await database.close();
  }
}

/** The id of a product by its slug (the demo's simple products serve carts and checkouts). */
export async function findProductId(databaseUrl: string, slug: string): Promise<number> {
  const database = connectDatabase(databaseUrl, { poolSize: 1 });
  try {
    return (await database.db.selectFrom("products").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
  } finally {
    await database.close();
  }
}

/** A shopper's cookies after adding one product to a new cart through the cart API, as a Cookie header. */
export async function cartCookieWith(origin: string, productId: number): Promise<string> {
  const csrf = "bench-cart";
  const response = await fetch(`${origin}/api/v1/cart/add-item`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "x-csrf-token": csrf, cookie: `csrf_token=${csrf}` },
    body: JSON.stringify({ product_id: productId, quantity: 1 }),
  });
  if (!response.ok) throw new Error(`add-item answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  await response.arrayBuffer();
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair.includes("="))
    .join("; ");
}

/** Path of the category holding the most products, parents included as in the permalink. */
export async function findCategoryPath(databaseUrl: string): Promise<string> {
  const database = connectDatabase(databaseUrl, { poolSize: 1 });
  try {
    const busiest = await database.db
      .selectFrom("product_categories")
      .select((eb) => ["category_id", eb.fn.countAll<number | string>().as("n")])
      .groupBy("category_id")
      .orderBy(sql`count(*)`, "desc")
      .orderBy("category_id")
      .limit(1)
      .executeTakeFirst();
    if (!busiest) throw new Error(`no product has a category in ${databaseUrl}`);
    const slugs: string[] = [];
    let id: number | null = busiest.category_id;
    while (id !== null) {
      if (slugs.length >= MAX_CATEGORY_DEPTH) throw new Error(`category ${busiest.category_id} has a parent loop`);
      const category = await database.db.selectFrom("categories").select(["slug", "parent_id"]).where("id", "=", id).executeTakeFirstOrThrow();
      slugs.unshift(encodeURIComponent(category.slug));
      id = category.parent_id;
    }
    return `/product-category/${slugs.join("/")}`;
  } finally {
    await database.close();
  }
}

/** Creates a fresh database in a throwaway cluster and returns its URL. */
export async function createPostgresDatabase(clusterUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Fetches a page once and fails loudly unless it is a 200 HTML document. */
export async function fetchPage(url: string, cookie = ""): Promise<string> {
  const response = await fetch(url, cookie === "" ? {} : { headers: { cookie } });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 300)}`);
  return body;
}

/** Runs a measurement; if it fails because the shop died, the error says so and shows its last output. */
export async function whileShopRuns<T>(shop: RunningShop, measure: () => Promise<T>): Promise<T> {
  try {
    return await measure();
  } catch (error) {
    const ended = shop.process.ended();
    if (ended === null) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`the shop died (${ended}) during the run: ${message}\n${shop.process.output()}`, { cause: error });
  }
}
