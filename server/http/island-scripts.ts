import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

// Islands are built in two Vite builds, each with its own manifest. Modules shared by islands of one
// build are split into chunks every importer then loads; the listing islands (the product table's
// and the quick view's) reuse the product page's variation rules, and a chunk shared with the
// product island would add a request and bytes to the product page's budgeted script. A second
// build keeps them apart: the rules' source is shared, their bundles are not.
export const ISLAND_BUILDS = {
  /** Served under /islands/. "cart", "account" and "theme" are plain TypeScript, no React: they run on every page. */
  islands: {
    product: "app/islands/product-island.tsx",
    cart: "app/islands/cart-island.ts",
    account: "app/islands/account-island.ts",
    accountPages: "app/islands/account-pages-island.ts",
    checkout: "app/islands/checkout-island.ts",
    theme: "app/islands/theme-island.ts",
    /** Only while captcha is on: watches the account forms and adds the widget when one shows (decision 049). */
    captcha: "app/islands/captcha-island.ts",
    captchaWidget: "app/islands/captcha-widget-island.ts",
  },
  /**
   * Served under /islands/blocks/: the content blocks' behaviours, for pages made of blocks only, and
   * the builder dialog's script, in editors' private pages only (decision 047).
   */
  "islands/blocks": { blocks: "app/islands/blocks-island.ts", builder: "app/islands/builder-island.ts" },
  /** Served under /islands/listing/: plain DOM scripts for the product table and the quick view. */
  "islands/listing": { quickView: "app/islands/quick-view-island.ts", productTable: "app/islands/product-table-island.ts" },
} as const;

type IslandBuilds = typeof ISLAND_BUILDS;
export type IslandBuildDir = keyof IslandBuilds;
export type IslandName = { [Dir in IslandBuildDir]: keyof IslandBuilds[Dir] }[IslandBuildDir];

/** Each island's entry module and the build it belongs to. */
export const ISLAND_ENTRIES = Object.fromEntries(
  Object.entries(ISLAND_BUILDS).flatMap(([dir, entries]) => Object.entries(entries).map(([name, entry]) => [name, { dir, entry }])),
) as Record<IslandName, { dir: IslandBuildDir; entry: string }>;

/** For tests that render pages without a build: every island named, no script behind it. */
export const NO_ISLAND_SCRIPTS = Object.fromEntries(Object.keys(ISLAND_ENTRIES).map((name) => [name, ""])) as Record<IslandName, string>;

export function islandManifestPath(clientDir: string, dir: IslandBuildDir): string {
  return join(clientDir, dir, ".vite", "manifest.json");
}

/** Maps each island to its hashed script URL, from the islands builds' Vite manifests. */
export function readIslandScripts(clientDir: string): Record<IslandName, string> {
  const manifests = new Map<IslandBuildDir, Record<string, { file?: string }>>();
  const manifestOf = (dir: IslandBuildDir) => {
    const known = manifests.get(dir);
    if (known) return known;
    const path = islandManifestPath(clientDir, dir);
    if (!existsSync(path)) throw new Error(`No islands build at ${path}. Run \`npm run build\`.`);
    const manifest = JSON.parse(readFileSync(path, "utf8")) as Record<string, { file?: string }>;
    manifests.set(dir, manifest);
    return manifest;
  };
  const scripts = Object.entries(ISLAND_ENTRIES).map(([name, { dir, entry }]) => {
    const file = manifestOf(dir)[entry]?.file;
    if (!file) throw new Error(`The islands build ${dir} has no entry for ${entry}`);
    return [name, `/${dir}/${file}`];
  });
  return Object.fromEntries(scripts) as Record<IslandName, string>;
}
