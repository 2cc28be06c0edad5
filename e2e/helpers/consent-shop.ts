import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startDemoShop } from "../../scripts/demo-shop.ts";
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

export async function startConsentShop(extraEnv: Record<string, string> = {}): Promise<ConsentShop> {
  const e2eDatabase = process.env.E2E_DATABASE_URL ?? "";
  let fresh: FreshDatabase | null = null;
  if (e2eDatabase.startsWith("postgres")) {
    const server = new URL(e2eDatabase);
    server.pathname = "/postgres";
    fresh = await freshPostgresDatabase(server.toString(), "shopwright_consent");
  }
  const settings = { AUTH_RATE_LIMIT_PER_IP: "1000", ...CONSENT_SHOP_SETTINGS, ...extraEnv };
  const shop = await startDemoShop(settings, fresh === null ? {} : { databaseUrl: fresh.url }).catch(async (error: unknown) => {
    await fresh?.drop().catch(() => undefined);
    throw error;
  });
  const { baseURL, databaseUrl } = shop;
  const stop = async () => {
    await shop.stop();
    // Tidying only (the throwaway cluster goes with the run); an error here would hide the real one.
    await fresh?.drop().catch(() => undefined);
  };
  const runCli = (args: string[]) =>
    execFileSync(process.execPath, ["cli/shop.ts", ...args], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" }, encoding: "utf8", stdio: "pipe" });
  return { baseURL, runCli, stop };
}
