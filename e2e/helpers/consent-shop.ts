import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import { freshPostgresDatabase, type FreshDatabase } from "../../scripts/fresh-postgres-database.ts";

// A shop of its own for the theme's consent specs (decision 048): the cookie notice, analytics
// (a GA4 id, its script played by a stand-in the spec serves), ad-block counting and captcha are
// settings off by default, and on the shared e2e server they would cover and change other specs'
// pages. One server for every test that needs them, on the database kind of this e2e run.

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The settings this shop runs with, for the spec's expectations. */
export const CONSENT_SHOP_SETTINGS = {
  COOKIE_NOTICE: "notice",
  COOKIE_NOTICE_VERSION: "3",
  ANALYTICS_GA4_ID: "G-E2ETEST01",
  AD_BLOCK_TRACKING: "1",
  CAPTCHA: "1",
  CAPTCHA_HMAC_KEY: "e2e-only-captcha-signing-key-0123456789",
} as const;

export interface ConsentShop {
  baseURL: string;
  /** `npm run shop -- <args>` on this shop's database. */
  runCli(args: string[]): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function startConsentShop(extraEnv: Record<string, string> = {}): Promise<ConsentShop> {
  const dir = mkdtempSync(join(tmpdir(), "shopwright-e2e-consent-"));
  const e2eDatabase = process.env.E2E_DATABASE_URL ?? "";
  let fresh: FreshDatabase | null = null;
  if (e2eDatabase.startsWith("postgres")) {
    const server = new URL(e2eDatabase);
    server.pathname = "/postgres";
    fresh = await freshPostgresDatabase(server.toString(), "shopwright_consent");
  }
  const databaseUrl = fresh?.url ?? `sqlite:${join(dir, "shop.sqlite")}`;
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const shop: ChildProcess = spawn(process.execPath, ["server/main.ts"], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SHOP_URL: baseURL,
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: join(dir, "media"),
      MAIL_OUTBOX_DIR: join(dir, "outbox"),
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_PER_IP: "1000",
      ...CONSENT_SHOP_SETTINGS,
      ...extraEnv,
    },
  });
  const stop = async () => {
    const exited = new Promise((resolve) => (shop.exitCode !== null || shop.signalCode !== null ? resolve(null) : shop.once("exit", resolve)));
    shop.kill("SIGTERM");
    await exited;
    // Tidying only (the throwaway cluster goes with the run); an error here would hide the real one.
    await fresh?.drop().catch(() => undefined);
  };
  try {
    await expect(async () => {
      expect(shop.exitCode, "the consent e2e shop exited").toBeNull();
      expect((await fetch(`${baseURL}/healthz`)).ok).toBe(true);
    }).toPass({ timeout: 90_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  const runCli = (args: string[]) =>
    execFileSync(process.execPath, ["cli/shop.ts", ...args], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" }, encoding: "utf8", stdio: "pipe" });
  return { baseURL, runCli, stop };
}
