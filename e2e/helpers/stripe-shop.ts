import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import { freshPostgresDatabase, type FreshDatabase } from "../../scripts/fresh-postgres-database.ts";
import { startStripeJsStandIn, type StripeJsStandIn } from "../../server/payments/stripe/test-server/test-stripe-js-server.ts";
import { startStripeTestServer, type StripeTestServer } from "../../server/payments/stripe/test-server/test-stripe-server.ts";

// A shop of its own that takes cards through Stripe, for the Stripe browser specs: the local
// server that speaks Stripe's REST protocol stands for api.stripe.com (the shop's real adapter,
// over the official SDK, talks to it: STRIPE_API_URL), and the Stripe.js stand-in stands for
// js.stripe.com (STRIPE_JS_URL). The shop runs as its own process, on its own port (E2E_PORT + 41)
// and its own database of the kind this e2e run uses, with Stripe offered at checkout. The shared
// e2e server stays without Stripe, so no other spec sees it.

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3199) + 41;
/** The Stripe shop's origin, for `test.use({ baseURL })`. */
export const STRIPE_SHOP_URL = `http://127.0.0.1:${PORT}`;

export interface StripeShop {
  baseURL: string;
  stripe: StripeTestServer;
  stripeJs: StripeJsStandIn;
  /** `shop orders show <id>`'s first line: "Order #12  processing". */
  orderHeadline(orderId: number): string;
  stop(): Promise<void>;
}

function startShop(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["server/main.ts"], { cwd: REPO_ROOT, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } });
}

async function waitUntilServing(baseURL: string, shop: ChildProcess): Promise<void> {
  await expect(async () => {
    expect(shop.exitCode, "the Stripe e2e shop exited").toBeNull();
    expect((await fetch(`${baseURL}/healthz`)).ok).toBe(true);
  }).toPass({ timeout: 90_000 });
}

export async function startStripeShop(): Promise<StripeShop> {
  const stripe = await startStripeTestServer();
  const stripeJs = await startStripeJsStandIn({ apiUrl: stripe.url });
  const dir = mkdtempSync(join(tmpdir(), "shopwright-e2e-stripe-"));
  const e2eDatabase = process.env.E2E_DATABASE_URL ?? "";
  let fresh: FreshDatabase | null = null;
  if (e2eDatabase.startsWith("postgres")) {
    const server = new URL(e2eDatabase);
    server.pathname = "/postgres";
    fresh = await freshPostgresDatabase(server.toString(), "shopwright_stripe");
  }
  const databaseUrl = fresh?.url ?? `sqlite:${join(dir, "shop.sqlite")}`;
  const baseURL = STRIPE_SHOP_URL;
  const shop = startShop({
    PORT: String(PORT),
    HOST: "127.0.0.1",
    SHOP_URL: baseURL,
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: join(dir, "media"),
    MAIL_OUTBOX_DIR: join(dir, "outbox"),
    LOG_LEVEL: "warn",
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    STRIPE_JS_URL: stripeJs.scriptUrl,
  });
  const cli = (args: string[]) => execFileSync(process.execPath, ["cli/shop.ts", ...args], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" }, encoding: "utf8", stdio: "pipe" });
  const stop = async () => {
    const exited = new Promise((resolve) => (shop.exitCode !== null || shop.signalCode !== null ? resolve(null) : shop.once("exit", resolve)));
    shop.kill("SIGTERM");
    await exited;
    await Promise.all([stripe.close(), stripeJs.close()]);
    await fresh?.drop().catch(() => undefined);
  };
  try {
    await waitUntilServing(baseURL, shop);
    // The demo shop is seeded by now; the merchant then turns Stripe on, first in the list.
    const settings = join(dir, "payments.json");
    writeFileSync(settings, JSON.stringify({ payments: { stripeEnabled: true, enabledGateways: ["stripe", "bacs"] } }));
    cli(["settings", "import", settings]);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseURL,
    stripe,
    stripeJs,
    orderHeadline: (orderId) => cli(["orders", "show", String(orderId)]).split("\n")[0] ?? "",
    stop,
  };
}
