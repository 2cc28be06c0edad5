import { gzipSync } from "node:zlib";
import { type BenchEnvironment, databaseLabel, openEnvironment, withShop } from "./lib/environment.ts";
import { type BudgetRow, budgetRow, formatNumber, rowsOrError, finishReport } from "./lib/report.ts";
import { cartCookieWith, fetchPage, findProductId, findProductPath, type RunningShop } from "./lib/shop.ts";

// Bar 2: the JavaScript a product page loads before any interaction, gzipped, at most 110 KB;
// issue 9's: the checkout page's, at most 120 KB (Stripe.js, loaded only with Stripe on, aside);
// issue 12's: the theme script every page loads, at most 15 KB.
// "Initial" = every script the HTML names (<script src>, <link rel=modulepreload>, the modules the
// inline bootstrap imports) plus everything those import statically. Dynamic import() inside a
// chunk is loaded on demand (e.g. the lightbox) and does not count. Inline scripts (the bootstrap
// and hydration data) are printed but not counted: they are part of the HTML document.

/** 1 KB = 1000 bytes, as Vite reports sizes. */
const BYTES_PER_KB = 1000;
export const PRODUCT_PAGE_INITIAL_JS_BUDGET_KB = 110;
export const CHECKOUT_PAGE_INITIAL_JS_BUDGET_KB = 120;
export const THEME_SCRIPT_BUDGET_KB = 15;
const THEME_SCRIPT = /^\/islands\/assets\/theme-[^/]+\.js$/;
const THEME_JS_BAR = "theme script on every page (gzip)";
/** A simple demo product, put in the cart so the checkout page can be measured. */
const CART_PRODUCT_SLUG = "linen-notebook";
/** node:zlib's default, which is what most servers and CDNs use for dynamic gzip. */
const GZIP_LEVEL = 6;
const INITIAL_JS_BAR = "product page initial JS (gzip)";
const CHECKOUT_JS_BAR = "checkout page initial JS (gzip)";

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const LINK_TAG = /<link\b([^>]*)>/gi;
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["']([^"']+)["']/g;
const ANY_IMPORT = /(?:\bimport\s*\(?|\bfrom)\s*["']([^"']+)["']/g;

interface JsFile {
  url: string;
  bytes: number;
  gzipBytes: number;
}

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : null;
}

function specifiers(code: string, pattern: RegExp): string[] {
  return [...code.matchAll(pattern)].map((m) => m[1] ?? "").filter((s) => /^(\.{1,2}\/|\/|https?:)/.test(s));
}

/** The script URLs the document names, and the inline scripts' text. */
export function scriptsInHtml(html: string, pageUrl: string): { urls: string[]; inline: string[] } {
  const urls: string[] = [];
  const inline: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT_TAG)) {
    const type = (attribute(attributes, "type") ?? "").toLowerCase();
    if (type !== "" && type !== "module" && type !== "text/javascript") continue; // JSON-LD and data blocks
    const src = attribute(attributes, "src");
    if (src) urls.push(new URL(src, pageUrl).href);
    else if (body.trim()) {
      inline.push(body);
      if (type === "module") urls.push(...specifiers(body, ANY_IMPORT).map((s) => new URL(s, pageUrl).href));
    }
  }
  for (const [, attributes = ""] of html.matchAll(LINK_TAG)) {
    const rel = (attribute(attributes, "rel") ?? "").toLowerCase();
    const href = attribute(attributes, "href");
    if (href && rel === "modulepreload") urls.push(new URL(href, pageUrl).href);
  }
  return { urls: [...new Set(urls)], inline };
}

async function fetchScript(url: string): Promise<string> {
  const response = await fetch(url);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return body;
}

function gzipSize(text: string): number {
  return gzipSync(Buffer.from(text, "utf8"), { level: GZIP_LEVEL }).length;
}

/** Every JS file the page loads initially: the named ones and their static imports, transitively. */
export async function initialJsFiles(pageUrl: string, cookie = ""): Promise<{ files: JsFile[]; inlineGzipBytes: number }> {
  const html = await fetchPage(pageUrl, cookie);
  const { urls, inline } = scriptsInHtml(html, pageUrl);
  if (urls.length === 0) throw new Error(`${pageUrl} names no script; is it the app's HTML?`);
  return { files: await withStaticImports(urls), inlineGzipBytes: inline.reduce((sum, code) => sum + gzipSize(code), 0) };
}

/** The scripts at `urls` and everything they import statically, transitively. */
async function withStaticImports(urls: readonly string[]): Promise<JsFile[]> {
  const pending = [...urls];
  const seen = new Set(pending);
  const files: JsFile[] = [];
  for (let url = pending.shift(); url !== undefined; url = pending.shift()) {
    const code = await fetchScript(url);
    files.push({ url, bytes: Buffer.byteLength(code), gzipBytes: gzipSize(code) });
    for (const specifier of specifiers(code, STATIC_IMPORT)) {
      const next = new URL(specifier, url).href;
      if (!seen.has(next)) {
        seen.add(next);
        pending.push(next);
      }
    }
  }
  return files;
}

/**
 * Issue 12's bar: the theme's script, which every page loads (app/islands/theme-island.ts), with
 * its static imports (chunks it shares with the cart script count here too), at most 15 KB gzip.
 * Measured on the home page; the script is the same on every page.
 */
async function measureThemeScript(shop: RunningShop): Promise<BudgetRow[]> {
  const pageUrl = `${shop.origin}/`;
  const { urls } = scriptsInHtml(await fetchPage(pageUrl), pageUrl);
  const theme = urls.filter((url) => THEME_SCRIPT.test(new URL(url).pathname));
  if (theme.length !== 1) throw new Error(`the home page names ${theme.length} theme scripts`);
  const files = await withStaticImports(theme);
  const gzipTotal = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  const rawTotal = files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`  ${formatNumber(gzipTotal / BYTES_PER_KB)} KB gzip, ${formatNumber(rawTotal / BYTES_PER_KB)} KB raw: the theme script and its ${files.length - 1} imports`);
  return [
    budgetRow({
      bar: THEME_JS_BAR,
      value: gzipTotal / BYTES_PER_KB,
      budget: THEME_SCRIPT_BUDGET_KB,
      kind: "ceiling",
      unit: " KB",
      detail: `${files.length} files, ${formatNumber(rawTotal / BYTES_PER_KB)} KB raw`,
      baselineRatio: "— (size: vs budget)",
    }),
  ];
}

export async function measureInitialJs(shop: RunningShop): Promise<BudgetRow[]> {
  return [
    ...(await measurePage(shop, await findProductPath(shop.databaseUrl), "", INITIAL_JS_BAR, PRODUCT_PAGE_INITIAL_JS_BUDGET_KB)),
    ...(await rowsOrError(CHECKOUT_JS_BAR, async () => {
      const cookie = await cartCookieWith(shop.origin, await findProductId(shop.databaseUrl, CART_PRODUCT_SLUG));
      return measurePage(shop, "/checkout", cookie, CHECKOUT_JS_BAR, CHECKOUT_PAGE_INITIAL_JS_BUDGET_KB);
    })),
    ...(await rowsOrError(THEME_JS_BAR, () => measureThemeScript(shop))),
  ];
}

async function measurePage(shop: RunningShop, path: string, cookie: string, bar: string, budget: number): Promise<BudgetRow[]> {
  const { files, inlineGzipBytes } = await initialJsFiles(`${shop.origin}${path}`, cookie);
  const kb = (bytes: number) => formatNumber(bytes / BYTES_PER_KB);
  for (const file of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${kb(file.gzipBytes).padStart(7)} KB gzip  ${kb(file.bytes).padStart(7)} KB raw  ${new URL(file.url).pathname}`);
  }
  const gzipTotal = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  const rawTotal = files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`  ${kb(gzipTotal).padStart(7)} KB gzip  ${kb(rawTotal).padStart(7)} KB raw  total of ${files.length} files on ${path}`);
  console.log(`  (inline scripts in the HTML, not counted: ${kb(inlineGzipBytes)} KB gzip; gzip level ${GZIP_LEVEL}, 1 KB = ${BYTES_PER_KB} B)`);
  return [
    budgetRow({
      bar,
      value: gzipTotal / BYTES_PER_KB,
      budget,
      kind: "ceiling",
      unit: " KB",
      detail: `${files.length} files, ${kb(rawTotal)} KB raw`,
      baselineRatio: "— (size: vs budget)",
    }),
  ];
}

/**
 * Starts a demo shop on SQLite, measures the product page's initial JS, then hands the same shop
 * to `alsoMeasure` (the run uses it for the product page load, to seed only once).
 */
export function initialJsRowsOnDemoShop(
  env: BenchEnvironment,
  alsoMeasure: (shop: RunningShop) => Promise<BudgetRow[]> = async () => [],
): Promise<BudgetRow[]> {
  return withShop(env, { kind: "sqlite", database: "shop_demo", seedDemo: true, bar: `demo shop, ${databaseLabel("sqlite")}` }, async (shop) => [
    ...(await rowsOrError(INITIAL_JS_BAR, () => measureInitialJs(shop))),
    ...(await alsoMeasure(shop)),
  ]);
}

async function main(): Promise<void> {
  const env = await openEnvironment({ postgres: false });
  const rows = await initialJsRowsOnDemoShop(env).finally(() => env.close());
  finishReport(rows);
}

if (import.meta.main) await main();
