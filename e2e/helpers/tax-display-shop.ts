import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import { freshPostgresDatabase, type FreshDatabase } from "../../scripts/fresh-postgres-database.ts";

// A shop of its own for the tax display spec: showing prices with tax is a shop-wide setting, and
// the shared e2e server's other specs, running in parallel, expect the demo's prices as entered.
// This shop runs as its own process on its own port (E2E_PORT + 3) and its own database of the
// kind this e2e run uses, seeded with the demo shop, so changing its settings touches no other spec.

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3199) + 3;
/** The tax display shop's origin, for `test.use({ baseURL })`. */
export const TAX_SHOP_URL = `http://127.0.0.1:${PORT}`;

export interface TaxDisplayShop {
  /** Imports a `shop settings import` file on this shop's database, as a merchant would. */
  importSettings(settings: unknown): void;
  stop(): Promise<void>;
}

export async function startTaxDisplayShop(): Promise<TaxDisplayShop> {
  const dir = mkdtempSync(join(tmpdir(), "shopwright-e2e-tax-"));
  const e2eDatabase = process.env.E2E_DATABASE_URL ?? "";
  let fresh: FreshDatabase | null = null;
  if (e2eDatabase.startsWith("postgres")) {
    const server = new URL(e2eDatabase);
    server.pathname = "/postgres";
    fresh = await freshPostgresDatabase(server.toString(), "shopwright_tax");
  }
  const databaseUrl = fresh?.url ?? `sqlite:${join(dir, "shop.sqlite")}`;
  const shop: ChildProcess = spawn(process.execPath, ["server/main.ts"], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", SHOP_URL: TAX_SHOP_URL, DATABASE_URL: databaseUrl, MEDIA_DIR: join(dir, "media"), MAIL_OUTBOX_DIR: join(dir, "outbox"), LOG_LEVEL: "warn" },
  });
  const stop = async () => {
    const exited = new Promise((resolve) => (shop.exitCode !== null || shop.signalCode !== null ? resolve(null) : shop.once("exit", resolve)));
    shop.kill("SIGTERM");
    await exited;
    // Dropping is tidying only (the throwaway cluster goes with the run), and stop() also runs on
    // the start-up failure path, where an error here would hide the one that matters.
    await fresh?.drop().catch(() => undefined);
  };
  try {
    await expect(async () => {
      expect(shop.exitCode, "the tax display e2e shop exited").toBeNull();
      expect((await fetch(`${TAX_SHOP_URL}/healthz`)).ok).toBe(true);
    }).toPass({ timeout: 90_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    importSettings(settings) {
      const file = join(dir, `settings-${Date.now()}.json`);
      writeFileSync(file, JSON.stringify(settings));
      execFileSync(process.execPath, ["cli/shop.ts", "settings", "import", file], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" }, encoding: "utf8", stdio: "pipe" });
    },
    stop,
  };
}
