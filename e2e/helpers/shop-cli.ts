import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// The `shop` command run on the e2e server's own database (SQLite or PostgreSQL, whichever
// playwright.config.ts gave the server), as a merchant would run it next to a live shop.

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

function e2eDatabaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is set by playwright.config.ts");
  return url;
}

/** Runs `npm run shop -- <args>` on the e2e database and returns what it printed. */
export function runShopCli(args: string[]): string {
  return execFileSync(process.execPath, ["cli/shop.ts", ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl(), LOG_LEVEL: "warn" },
    encoding: "utf8",
    stdio: "pipe",
  });
}

/** Imports (or with `update`, re-imports) rows of a WooCommerce product CSV. */
export function importProductsCsv(csv: string, update: boolean): string {
  const file = join(mkdtempSync(join(tmpdir(), "shopwright-e2e-import-")), "products.csv");
  writeFileSync(file, csv);
  return runShopCli(["import-products", file, ...(update ? ["--update"] : [])]);
}
